// The photos plugin's public entry: what other plugins and tests use of it. Gatsby loads
// gatsby-node.ts itself; everything else goes through here.
export { focalObjectPosition } from "./imageData";
export { photoImgAttributes } from "./imgAttributes";
export { STOCK_PHOTO_TYPE, type PhotoRecord } from "./stockPhotos";
export { DEFAULT_QUALITY, PHOTO_ORIGINS, photoSource, photoUrl, type FocalPoint } from "./urlBuilders";
