import type { CreateNodeArgs, Node } from "gatsby";
import { getGatsbyImageResolver } from "gatsby-plugin-image/graphql-utils";
import { stockPhotoImageData, type StockPhotoSourceData } from "./imageData";
import { photoImgAttributes } from "./imgAttributes";
import { HERO_QUALITY } from "./urlBuilders";

// One StockPhoto node per content/photos.json record (its type is generated from photos.schema.json
// by plugins/content-schema), and the fields that turn a photo into what a page prints: img (the
// plain <img>'s attributes, PhotoImg) and origin (for the preconnect hint).

/** One content/photos.json record (validated against content/schemas/photos.schema.json). */
export interface PhotoRecord {
  key: string;
  url: string;
  width: number;
  height: number;
  alt: string;
  photographer?: string;
  photographerUrl?: string;
  source: "unsplash" | "pexels";
  licence: string;
  dominantColor: string;
  focalPoint: { x: number; y: number };
}

export const STOCK_PHOTO_TYPE = "StockPhoto";

/** Turns the PhotosJson node into one StockPhoto node per record, children of the file's node. */
export function createPhotoNodes({ node, actions, createNodeId, createContentDigest }: CreateNodeArgs): void {
  if (node.internal.type !== "PhotosJson") return;
  const records = (node as Node & { photos?: PhotoRecord[] }).photos ?? [];
  // Keys are unique: the content check stops a build on a repeated key (develop shows it as an error).
  for (const record of records) {
    const photoNode = {
      ...record,
      id: createNodeId(`${STOCK_PHOTO_TYPE} ${record.key}`),
      parent: node.id,
      children: [],
      internal: { type: STOCK_PHOTO_TYPE, contentDigest: createContentDigest(record) },
    };
    void actions.createNode(photoNode);
    actions.createParentChildLink({ parent: node, child: photoNode });
  }
}

/**
 * StockPhoto.img: gatsby-plugin-image's image arguments (layout, width, aspectRatio, sizes, ...),
 * answered with the attributes of the plain <img> the Photo component prints (imgAttributes.ts),
 * so the browser computes nothing and image data a plain <img> can't show stops the build here.
 */
export const photoImgField = {
  ...getGatsbyImageResolver<StockPhotoSourceData, unknown, { hero?: boolean | null }>(
    (photo, { hero, ...args }) =>
      photoImgAttributes(stockPhotoImageData(photo, hero ? { ...args, quality: HERO_QUALITY } : args), { hero: Boolean(hero) }),
    {
      hero: {
        type: "Boolean",
        defaultValue: false,
        description: `The page's largest paint: loaded eagerly and first, at quality ${HERO_QUALITY} (plugins/photos/urlBuilders.ts HERO_QUALITY).`,
      },
    },
  ),
  type: "PhotoImg!",
  description: "The photo as a plain <img>: src, srcSet, sizes, width/height, fill colour, focal point.",
};

/** The StockPhoto fields computed in code (for Gatsby's createResolvers). */
export const stockPhotoResolvers = {
  [STOCK_PHOTO_TYPE]: {
    img: photoImgField,
    origin: {
      type: "String!",
      description: "Origin of the photo's CDN URL (https://host), for <link rel=preconnect>.",
      resolve: (photo: { url: string }) => new URL(photo.url).origin,
    },
  },
};
