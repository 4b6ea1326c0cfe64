/**
 * The videos a page may show (the section « Vidéo »): YouTube's and Vimeo's, by the address an editor
 * copies from them. The CMS refuses another at save; the site frames the host's player only after the
 * visitor asks for it (nothing loads from the host before), YouTube's from its no-cookie address.
 */
export type VideoHost = 'YouTube' | 'Vimeo';
export type Video = { host: VideoHost; id: string; embed: string };

/** The players' addresses, which the pages' Content-Security-Policy lets them frame. */
export const VIDEO_PLAYERS: Record<VideoHost, string> = {
  YouTube: 'https://www.youtube-nocookie.com/embed/',
  Vimeo: 'https://player.vimeo.com/video/',
};

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^\d{6,12}$/;

/** An absolute web address: its host (with any user or port, which no video address has), path and query. */
const ADDRESS = /^https?:\/\/([^/?#]+)(\/[^?#]*)?(\?[^#]*)?(?:#.*)?$/i;

/** The video of an address copied from YouTube or Vimeo, or null when it is neither's. */
export function videoOf(address: string | null | undefined): Video | null {
  const match = ADDRESS.exec((address ?? '').trim());
  if (match === null) return null;
  const host = match[1].toLowerCase().replace(/^(www|m)\./, '');
  const parts = (match[2] ?? '').split('/').filter(Boolean);
  const v = /[?&]v=([^&]*)/.exec(match[3] ?? '')?.[1] ?? null;
  let youtube: string | null = null;
  if (host === 'youtu.be') youtube = parts[0] ?? null;
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    youtube = parts[0] === 'watch' ? v : ['embed', 'shorts', 'live'].includes(parts[0] ?? '') ? (parts[1] ?? null) : null;
  }
  if (youtube !== null) return YOUTUBE_ID.test(youtube) ? { host: 'YouTube', id: youtube, embed: `${VIDEO_PLAYERS.YouTube}${youtube}` } : null;
  if (host === 'vimeo.com' || host === 'player.vimeo.com') {
    const id = parts[parts.length - 1] ?? '';
    return VIMEO_ID.test(id) ? { host: 'Vimeo', id, embed: `${VIDEO_PLAYERS.Vimeo}${id}` } : null;
  }
  return null;
}
