/**
 * Puppeteer (whatsapp-web.js's browser driver) never downloads a browser: the WhatsApp channel uses
 * the system's Chromium (WHATSAPP_CHROMIUM_PATH), and a fresh install must not need the network for it.
 */
module.exports = { skipDownload: true };
