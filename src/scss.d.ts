// Sass modules are compiled by gatsby-plugin-sass; each exports its class names.
declare module "*.module.scss" {
  const classes: { readonly [className: string]: string };
  export = classes;
}
