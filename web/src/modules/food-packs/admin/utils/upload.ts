/** Where a pack's picture goes before createFoodPack/updateFoodPack name it by its key (API contract). */
export const IMAGE_UPLOAD_URL = '/api/uploads/food-pack-image';

export class ImageUploadError extends Error {}

const FAILED = 'Failed to upload the image. Please try again.';

/**
 * Sends the file's bytes as the request body (no base64: a third smaller on a phone's data
 * plan). The server checks the type from the bytes and the 5 MB cap while reading, and answers
 * the legacy envelope: `data: { key, url }`, or `message` with why it refused.
 */
export async function uploadPackImage(file: File, token: string | null): Promise<{ key: string; url: string }> {
  let res: Response;
  try {
    res = await fetch(IMAGE_UPLOAD_URL, {
      method: 'POST',
      headers: { 'Content-Type': file.type || 'application/octet-stream', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: file,
    });
  } catch {
    throw new ImageUploadError(FAILED);
  }
  const body = (await res.json().catch(() => null)) as { message?: string; data?: { key?: string; url?: string } | null } | null;
  if (res.ok && typeof body?.data?.key === 'string') return { key: body.data.key, url: body.data.url ?? '' };
  if (res.status === 401) throw new ImageUploadError('Your session has ended. Please log in again.');
  throw new ImageUploadError(res.status >= 500 || !body?.message ? FAILED : body.message);
}
