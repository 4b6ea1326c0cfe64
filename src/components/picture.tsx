import * as React from 'react';
import type { IGatsbyImageData } from 'gatsby-plugin-image';
import { FIRST_SCREEN } from './first-screen';

type PictureProps = {
  image: IGatsbyImageData;
  alt: string;
  className?: string;
  /** The page's first image, at the top of the screen: fetched at once and early, not lazily. */
  priority?: boolean;
};

/** A high fetch priority: React 18 does not know `fetchPriority`; the lower-case attribute passes through as it is. */
export const HIGH_FETCH_PRIORITY = { fetchpriority: 'high' } as const;
const PRIORITY = { loading: 'eager', ...HIGH_FETCH_PRIORITY, ...FIRST_SCREEN } as const;
const LAZY = { loading: 'lazy', decoding: 'async' } as const;

/**
 * An image processed at build time (gatsby-transformer-sharp): modern formats first, the fallback with its
 * sizes, loaded lazily. Its width and height attributes give the browser the aspect ratio before it loads
 * (no layout shift); CSS scales it down. A page's top image loads at once, with a high priority: it is
 * often the page's largest paint. GatsbyImage would do the same with inline styles and, after a
 * client-side navigation, HTML strings set through innerHTML, which a strict Content-Security-Policy blocks.
 */
export function Picture({ image, alt, className, priority = false }: PictureProps): React.JSX.Element {
  const { images, width, height, layout } = image;
  return (
    <picture className={['picture', `picture-${layout}`, className].filter(Boolean).join(' ')}>
      {(images.sources ?? []).map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={source.sizes} />
      ))}
      <img
        src={images.fallback?.src}
        srcSet={images.fallback?.srcSet}
        sizes={images.fallback?.sizes}
        width={width}
        height={height}
        alt={alt}
        {...(priority ? PRIORITY : LAZY)}
      />
    </picture>
  );
}
