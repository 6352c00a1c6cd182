/**
 * @module
 * Bytes as base64 and back with the web platform's `btoa` and `atob`: core uses no Node globals, so
 * it runs wherever the platform does.
 */

/** Characters passed to `String.fromCharCode` at once, well under any engine's argument limit. */
const CHUNK = 0x8000;

export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let at = 0; at < bytes.length; at += CHUNK) binary += String.fromCharCode(...bytes.subarray(at, at + CHUNK));
  return btoa(binary);
}

/** Decodes base64 (the caller has checked its alphabet); throws on characters outside it. */
export function fromBase64(text: string): Uint8Array {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index);
  return bytes;
}
