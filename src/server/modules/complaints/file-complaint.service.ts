import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import {
  fileComplaintFieldsSchema,
  type FileComplaintResponse,
  type FileComplaintFields,
} from '#contracts/complaints';
import {
  COMPLAINT_CONTENT_MAX,
  COMPLAINT_PHOTOS_MAX,
  complaintCategoryLabels,
  complaintMessages,
  complaintReference,
} from '#domain/complaints';
import type { AppContext } from '../../context.ts';
import { AppError, badRequest, conflict, notFound } from '../../http/errors.ts';
import { deleteImage, imageTooLarge, storeImage, unsupportedImage } from '../files/images.ts';
import { tellAdminInbox } from '../notifications/admin-inbox.ts';
import { plainText } from '#domain/plain-text';
import { toMyComplaints } from './complaint-view.ts';
import {
  complaintPhotoKey,
  insertComplaint,
  isOneOpenViolation,
  isOwnOrderFromChef,
} from './complaints-queries.ts';
import { accountOf } from '../accounts/account-queries.ts';

/** Photos are kept large enough to see what went wrong, never at camera size. */
const PHOTO_BOX = { width: 1600, height: 1600, fit: 'inside' as const };

export interface ComplaintForm {
  fields: Record<string, string>;
  photos: Buffer[];
}

/**
 * Reads the multipart form of POST /complaints: its text fields and up to
 * COMPLAINT_PHOTOS_MAX files named "photos" (each within the multipart size limit, like an
 * avatar). Too many or too large files get their own clear refusal.
 */
export async function readComplaintForm(req: FastifyRequest): Promise<ComplaintForm> {
  if (!req.isMultipart()) throw unsupportedImage();
  const form: ComplaintForm = { fields: {}, photos: [] };
  try {
    for await (const part of req.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname === 'photos' && bytes.length > 0) form.photos.push(bytes);
      } else if (typeof part.value === 'string') {
        form.fields[part.fieldname] = part.value;
      }
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    const { code, statusCode } = err as { code?: string; statusCode?: number };
    if (code === 'FST_FILES_LIMIT_ERROR' || code === 'FST_FILES_LIMIT')
      throw badRequest(complaintMessages.tooManyPhotos, {
        photos: complaintMessages.tooManyPhotos,
      });
    if (statusCode === 413) throw imageTooLarge();
    throw err;
  }
  if (form.photos.length > COMPLAINT_PHOTOS_MAX)
    throw badRequest(complaintMessages.tooManyPhotos, { photos: complaintMessages.tooManyPhotos });
  return form;
}

/** The form's fields checked by the contract; each problem named by its field. */
function checkFields(fields: Record<string, string>) {
  const parsed = fileComplaintFieldsSchema.safeParse(fields as FileComplaintFields);
  if (parsed.success) return parsed.data;
  const byField: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const key = String(issue.path[0] ?? 'form');
    byField[key] ??= issue.message;
  }
  throw badRequest(Object.values(byField)[0] ?? 'Check the form.', byField);
}

/**
 * POST /complaints: a complaint about a chef, optionally about one of the person's own orders
 * from that chef, with photos checked by their content. The person gets a reference ID on
 * screen and by e-mail (spec §8 "complaint reference confirmation"). The chef is told nothing:
 * who complained stays with the admins until one of them shares it.
 */
export async function fileComplaint(
  ctx: AppContext,
  userId: string,
  form: ComplaintForm,
): Promise<FileComplaintResponse> {
  const input = checkFields(form.fields);
  if (input.chefId === userId)
    throw badRequest(complaintMessages.aboutYourself, { chefId: complaintMessages.aboutYourself });
  const chef = await accountOf(ctx.db, input.chefId);
  if (!chef || chef.deletedAt || chef.type !== 'chef')
    throw notFound(complaintMessages.chefNotFound);
  if (input.orderId && !(await isOwnOrderFromChef(ctx.db, input.orderId, userId, chef.id)))
    throw badRequest(complaintMessages.notYourOrder, { orderId: complaintMessages.notYourOrder });
  const person = await accountOf(ctx.db, userId);
  if (!person) throw notFound();

  const id = randomUUID();
  const photoKeys: string[] = [];
  try {
    for (const [i, upload] of form.photos.entries()) {
      const key = complaintPhotoKey(id, i + 1);
      await storeImage(ctx, { key, upload, ownerId: userId, shape: PHOTO_BOX });
      photoKeys.push(key);
    }
    const now = ctx.clock.now();
    const row = await insertComplaint(ctx.db, {
      id,
      fromUserId: userId,
      toUserId: chef.id,
      orderId: input.orderId,
      category: input.category,
      content: plainText(input.content, COMPLAINT_CONTENT_MAX),
      photoKeys,
      referenceId: complaintReference(randomBytes(8)),
      createdAt: now,
      updatedAt: now,
    });
    // The reference ID is on the complaint's page too; an account without e-mail reads it there.
    if (person.email) await sendReceipt(ctx, person.email, row.referenceId, chef, input.category);
    await tellAdminInbox(ctx, 'complaints');
    const [complaint] = await toMyComplaints(ctx.db, [row]);
    return { complaint: complaint!, message: complaintMessages.received(row.referenceId) };
  } catch (err) {
    // A refused complaint keeps none of its photos.
    for (const key of photoKeys) await deleteImage(ctx, key).catch(() => undefined);
    if (isOneOpenViolation(err)) throw conflict(complaintMessages.alreadyOpen);
    throw err;
  }
}

/** The e-mailed receipt with the reference ID; a mail failure never loses the complaint. */
async function sendReceipt(
  ctx: AppContext,
  to: string,
  reference: string,
  chef: { id: string; name: string },
  category: keyof typeof complaintCategoryLabels,
) {
  const text = [
    `We received your complaint about ${plainText(chef.name, 120, true)} (${complaintCategoryLabels[category]}).`,
    `Your reference ID is ${reference}. Quote it whenever you write to us about this complaint.`,
    `You can follow it and read our replies on Potluck: ${ctx.config.publicBaseUrl}/complaint/chef/${chef.id}`,
    '— Potluck',
  ].join('\n\n');
  try {
    await ctx.mail.send({ to, subject: `Complaint received — reference ${reference}`, text });
  } catch {
    // The mail outbox records the failure; the reference is on the person's screen.
  }
}
