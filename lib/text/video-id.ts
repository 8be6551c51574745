export type VideoRef = { provider: 'youtube' | 'vimeo'; id: string };

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^\d{6,12}$/;
const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]);
const VIMEO_HOSTS = new Set(['vimeo.com', 'www.vimeo.com', 'player.vimeo.com']);

function youtubeId(url: URL): string | undefined {
  if (url.hostname === 'youtu.be') return url.pathname.split('/')[1];
  if (!YOUTUBE_HOSTS.has(url.hostname)) return undefined;
  if (url.pathname === '/watch') return url.searchParams.get('v') ?? undefined;
  const [, kind, id] = url.pathname.split('/');
  return kind === 'embed' || kind === 'shorts' || kind === 'live' || kind === 'v' ? id : undefined;
}

function vimeoId(url: URL): string | undefined {
  if (!VIMEO_HOSTS.has(url.hostname)) return undefined;
  return url.pathname
    .split('/')
    .filter(Boolean)
    .find((part) => VIMEO_ID.test(part));
}

/** The provider and video id of a YouTube or Vimeo link (spec §9), or null for anything else. */
export function extractVideoId(link: string): VideoRef | null {
  let url: URL;
  try {
    url = new URL(link.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const youtube = youtubeId(url);
  if (youtube && YOUTUBE_ID.test(youtube)) return { provider: 'youtube', id: youtube };
  const vimeo = vimeoId(url);
  if (vimeo) return { provider: 'vimeo', id: vimeo };
  return null;
}

/** The privacy-friendly embed address of a video. */
export function videoEmbedUrl(video: VideoRef): string {
  return video.provider === 'youtube'
    ? `https://www.youtube-nocookie.com/embed/${video.id}`
    : `https://player.vimeo.com/video/${video.id}`;
}
