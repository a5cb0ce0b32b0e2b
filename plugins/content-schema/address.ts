// The university's postal address (content/site.json `address`) as the site prints it: the
// street, then "City, ST 12345". Address.lines (plugins/content-schema/displayFields.ts) gives these at build
// time to the footer, the home campus card and /about's visit block.

export interface PostalAddress {
  readonly street: string;
  readonly city: string;
  readonly region: string;
  readonly postalCode: string;
}

/** The two printed lines of an address: the street, then city, region and postal code. */
export function addressLines(address: PostalAddress): [street: string, locality: string] {
  return [address.street, `${address.city}, ${address.region} ${address.postalCode}`];
}
