// A person's photo album (spec §3 "Album: per user list of id, url, imageUrl, description"):
// the limits and words shared by the server and the web app.

/** Photos one person may keep in their album. */
export const ALBUM_PHOTOS_MAX = 50;
/** A photo's description is plain text, at most this long. */
export const ALBUM_DESCRIPTION_MAX = 500;
/** The full photo: fitted in this box, never enlarged (the viewer shows it). */
export const ALBUM_PHOTO_SHAPE = { width: 1600, height: 1600, fit: 'inside' as const };
/** The grid's square thumbnail (the album's imageUrl). */
export const ALBUM_THUMB_SHAPE = { width: 400, height: 400, fit: 'cover' as const };

export const albumMessages = {
  tooMany: `An album can hold at most ${ALBUM_PHOTOS_MAX} photos. Delete one to add another.`,
  descriptionTooLong: `A description can be at most ${ALBUM_DESCRIPTION_MAX} characters.`,
  photoNotFound: 'This photo is no longer in your album.',
  order: 'List every photo of your album exactly once.',
  added: 'Photo added to your album.',
  saved: 'Description saved.',
  deleted: 'Photo deleted.',
  moved: 'Album order saved.',
} as const;

/**
 * The alternative text of an album photo: its description, else its place in the album with
 * the owner's name ("Photo 2 of 5 in Ana's album").
 */
export function albumPhotoAlt(
  photo: { description: string | null },
  index: number,
  count: number,
  ownerName?: string | null,
): string {
  const description = photo.description?.trim();
  if (description) return description;
  const owner = ownerName?.trim();
  return `Photo ${index + 1} of ${count}${owner ? ` in ${owner}'s album` : ''}`;
}

/**
 * The ids with the one at `index` moved one place up (-1) or down (+1); unchanged when it
 * would leave the list.
 */
export function moveId(ids: readonly string[], index: number, by: -1 | 1): string[] {
  const next = [...ids];
  const target = index + by;
  if (index < 0 || index >= next.length || target < 0 || target >= next.length) return next;
  const [moved] = next.splice(index, 1);
  next.splice(target, 0, moved as string);
  return next;
}
