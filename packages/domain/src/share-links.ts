/** The share channels with an address of their own (the "more" channel is the system's share sheet). */
export type ShareIntentChannel = 'x' | 'telegram' | 'facebook' | 'whatsapp';

/**
 * Each channel's own share address (X's post composer, Telegram's, Facebook's and WhatsApp's
 * share pages) carrying a message and the page to share, one page per channel (each with its
 * own `utm_source`): the one place these addresses are written.
 */
export function shareIntentAddresses(
  pageOf: (channel: ShareIntentChannel) => string,
  message: string,
): Record<ShareIntentChannel, string> {
  const page = (channel: ShareIntentChannel) => encodeURIComponent(pageOf(channel));
  const text = encodeURIComponent(message);
  return {
    x: `https://x.com/intent/tweet?text=${text}&url=${page('x')}`,
    telegram: `https://t.me/share/url?url=${page('telegram')}&text=${text}`,
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${page('facebook')}`,
    whatsapp: `https://wa.me/?text=${text}%20${page('whatsapp')}`,
  };
}
