import * as React from 'react';
import { graphql } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { videoOf } from '@rythmo/site-map';
import { SectionHeading, type SectionProps } from './heading';
import { SectionNotice } from './notice';

/**
 * A YouTube or Vimeo video. Nothing comes from its host until the visitor asks to play it: the button says
 * which host it is and that it sets its cookies, and pressing it is the visitor's consent; the player is
 * then framed (YouTube's from its no-cookie address) and starts. Its caption, and its transcript when the
 * editor gave one, are in the page for those who cannot watch or hear it.
 */
export function VideoSection({ data, opens, id }: SectionProps<Queries.VideoSectionFragment>): React.JSX.Element | null {
  const { t } = useTranslation('common');
  const [playing, setPlaying] = React.useState(false);
  const video = videoOf(data.url);
  if (video === null) return <SectionNotice>La vidéo « {data.caption} » n’est ni sur YouTube ni sur Vimeo : le site ne la montre pas.</SectionNotice>;
  return (
    <section className="section video-section" aria-labelledby={data.title ? id : undefined}>
      <SectionHeading id={id} title={data.title} opens={opens} />
      <figure>
        <div className="video-frame">
          {playing ? (
            <iframe
              src={`${video.embed}?autoplay=1`}
              title={data.caption}
              allow="autoplay; fullscreen; picture-in-picture"
              allowFullScreen
              referrerPolicy="strict-origin-when-cross-origin"
            />
          ) : (
            <div className="video-consent">
              <button type="button" className="btn btn-primary btn-lg js-only" onClick={() => setPlaying(true)}>
                {t('video_play', { host: video.host })}
              </button>
              <p>{t('video_consent', { host: video.host })}</p>
              <noscript>
                <a href={data.url}>{t('video_watch_on', { host: video.host })}</a>
              </noscript>
            </div>
          )}
        </div>
        <figcaption>{data.caption}</figcaption>
      </figure>
      {data.transcript ? (
        <details className="video-transcript">
          <summary>{t('video_transcript')}</summary>
          <p>{data.transcript}</p>
        </details>
      ) : null}
    </section>
  );
}

export const videoSectionFragment = graphql`
  fragment VideoSection on STRAPI__COMPONENT_SECTIONS_VIDEO {
    title
    url
    caption
    transcript
  }
`;
