/**
 * Plain share URLs of the four networks (no scripts of theirs on our pages; the CSP stays as it is). Each network
 * reads the page's Open Graph tags, so the card shows through og:image.
 */
export function shareLinks(url: string, text: string) {
  const u = encodeURIComponent(url);
  return {
    linkedin: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`,
    x: `https://x.com/intent/post?url=${u}&text=${encodeURIComponent(text)}`,
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
    whatsapp: `https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}`,
  };
}
