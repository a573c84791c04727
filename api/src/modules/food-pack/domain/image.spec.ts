import { checkImage, decodeImageBase64, detectImageType, MAX_IMAGE_BYTES } from './image';

const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
const jpeg = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46]);
const webp = Uint8Array.from([...Buffer.from('RIFF'), 0x24, 0, 0, 0, ...Buffer.from('WEBPVP8 ')]);

describe('image type from magic bytes', () => {
  it('recognises PNG, JPEG and WebP', () => {
    expect(detectImageType(png)).toEqual({ mime: 'image/png', ext: 'png' });
    expect(detectImageType(jpeg)).toEqual({ mime: 'image/jpeg', ext: 'jpg' });
    expect(detectImageType(webp)).toEqual({ mime: 'image/webp', ext: 'webp' });
  });

  it.each([
    ['a text file', Buffer.from('hello, this is not a picture')],
    ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>')],
    ['a GIF', Buffer.from('GIF89a....')],
    ['a RIFF that is not WebP (a WAV)', Buffer.from('RIFF\x24\x00\x00\x00WAVEfmt ')],
    ['a truncated PNG signature', png.slice(0, 4)],
    ['nothing', new Uint8Array()],
  ])('refuses %s', (_name, bytes) => {
    expect(detectImageType(bytes)).toBeNull();
    expect(checkImage(bytes)).toEqual({ ok: false, code: 'INVALID_IMAGE', message: 'Please select an image file' });
  });

  it('caps the size at 5 MB', () => {
    const atCap = new Uint8Array(MAX_IMAGE_BYTES);
    atCap.set(png);
    expect(checkImage(atCap)).toMatchObject({ ok: true });
    const over = new Uint8Array(MAX_IMAGE_BYTES + 1);
    over.set(png);
    expect(checkImage(over)).toEqual({ ok: false, code: 'IMAGE_TOO_LARGE', message: 'Image size should be less than 5MB' });
  });
});

describe('imageBase64', () => {
  it('decodes plain base64 and data URLs, ignoring the declared type', () => {
    const b64 = Buffer.from(png).toString('base64');
    expect(decodeImageBase64(b64)).toEqual({ ok: true, bytes: png });
    expect(decodeImageBase64(`data:text/plain;base64,${b64}`)).toEqual({ ok: true, bytes: png });
  });

  it('refuses what is not base64', () => {
    expect(decodeImageBase64('not base64 at all!')).toMatchObject({ ok: false, code: 'INVALID_IMAGE' });
    expect(decodeImageBase64('')).toMatchObject({ ok: false, code: 'INVALID_IMAGE' });
  });

  it('refuses more than 5 MB from the length alone', () => {
    const tooLong = 'A'.repeat(Math.ceil(((MAX_IMAGE_BYTES + 3) * 4) / 3));
    expect(decodeImageBase64(tooLong)).toEqual({ ok: false, code: 'IMAGE_TOO_LARGE', message: 'Image size should be less than 5MB' });
  });
});
