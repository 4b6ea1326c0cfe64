/**
 * The HTML that rich-text fields of the CMS may put in a page. gatsby-transformer-remark keeps the raw
 * HTML an editor (or anyone holding an editor's session) writes in Markdown: `<script>`, event handlers,
 * `javascript:` links. gatsby-node passes every `MarkdownRemark.html` through this function at build time
 * (live site and preview alike), so the Markdown component only ever receives this allow-list: text
 * structure, links to web, mail and telephone addresses, and images from the site itself: the
 * Content-Security-Policy allows images from the site's origin and the configured services only
 * (`img-src`), so an image from elsewhere would show broken; it goes at build time instead.
 */
import sanitizeHtml from 'sanitize-html';

/**
 * Where a rich-text image may come from: the site's root (`/…`, not `//host`), or the site's own origin
 * written in full (kept as its path). A relative address ("x") would depend on the page it is shown on;
 * one on another host, the policy refuses.
 */
function imageSource(src: string | undefined, siteOrigin: string | undefined): string | undefined {
  if (src === undefined) return undefined;
  if (/^\/(?!\/)/.test(src)) return src;
  if (siteOrigin === undefined || !/^https?:\/\//i.test(src)) return undefined;
  const url = new URL(src);
  return url.origin === siteOrigin ? `${url.pathname}${url.search}` : undefined;
}

const options = (siteOrigin: string | undefined): sanitizeHtml.IOptions => ({
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'hr',
    'blockquote',
    'ul',
    'ol',
    'li',
    'strong',
    'em',
    'b',
    'i',
    's',
    'del',
    'sup',
    'sub',
    'code',
    'pre',
    'a',
    'img',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'abbr',
  ],
  allowedAttributes: { a: ['href', 'title', 'rel'], img: ['src', 'alt', 'title', 'width', 'height'], abbr: ['title'], th: ['scope'], ol: ['start'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  // Discarded with their content: what is inside them is never text a visitor should read.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'svg', 'math', 'template', 'title'],
  disallowedTagsMode: 'discard',
  // An image whose address was refused (another scheme) is no image: it goes, rather than stay without src.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
  transformTags: {
    // An image the editor did not describe is taken as decorative (alt=""), as HTML requires an alt. Its
    // address is from the site's root (see imageSource); without one the image goes (exclusiveFilter).
    img: (tagName, { src, ...attribs }) => {
      const source = imageSource(src, siteOrigin);
      return { tagName, attribs: { ...(source === undefined ? {} : { src: source }), ...attribs, alt: attribs.alt ?? '' } };
    },
    // A document title belongs to the page, not to its body: a Markdown `# Title` becomes a section title.
    h1: 'h2',
    // Links leave the site without telling it who sent them, and lend it no search-engine credit.
    // A link goes to the web, an address, a number, the site's root or the page's own anchors; a relative
    // address ("x") would depend on the page it is shown on: the text stays, unlinked.
    a: (tagName, { href, ...attribs }) => {
      if (href === undefined || !/^(https?:|mailto:|tel:|\/|#)/i.test(href)) return { tagName, attribs };
      return { tagName, attribs: /^https?:/i.test(href) ? { href, ...attribs, rel: 'noopener noreferrer nofollow' } : { href, ...attribs } };
    },
  },
});
const OPTIONS = options(undefined);

/** The safe subset of an HTML fragment produced from CMS Markdown; `siteUrl`: the site's address, whose images may be named in full. */
export function sanitizeRichText(html: string, siteUrl?: string): string {
  return sanitizeHtml(html, siteUrl === undefined ? OPTIONS : options(new URL(siteUrl).origin));
}

/** Plain text: tags removed (the content of script-like elements with them), entities left as text. */
export function stripTags(text: string): string {
  return sanitizeHtml(text, { allowedTags: [], allowedAttributes: {}, nonTextTags: OPTIONS.nonTextTags, parser: { decodeEntities: false } });
}
