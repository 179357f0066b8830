import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import multipart from '@fastify/multipart';
import { z } from 'zod';
import { apiErrorBody, fileAnswer, stationPhotos } from '@chargedeck/shared';
import type { Database } from '../../platform/db/database';
import type { ApiApp } from '../../platform/http/api-app';
import { badRequest, conflict, notFound } from '../../platform/http/http-error';
import { type PreHandler } from '../../platform/http/pre-handler';
import { authOf } from '../../platform/http/access-of';
import { MAX_PHOTO_BYTES, MAX_PHOTOS, sniffPhotoType } from './photo-content';
import { StationPhotosRepository } from './station-photos.repository';

export interface StationPhotoRoutesDeps {
  db: Database;
  /** DATA_DIR/files */
  filesDir: string;
  authenticate: PreHandler;
  requireRoute: (path: string) => PreHandler;
}

/** Where a stored photo lives; names are random, so a photo address cannot be guessed. */
export const photoPath = (filesDir: string, storedName: string) =>
  join(filesDir, 'stations', storedName);

const photoView = (row: {
  charge_box_photo_pk: number;
  file_name: string;
  stored_name: string;
  size_bytes: number;
  content_type: string;
}) => ({
  photoPk: row.charge_box_photo_pk,
  name: row.file_name,
  size: row.size_bytes,
  type: row.content_type,
  url: `/api/chargepoint-photos/${row.stored_name}`,
});

/** Station photos (up to 3, 10 MB each, PNG/JPEG/WebP by content) under DATA_DIR/files. */
export async function registerStationPhotoRoutes(app: ApiApp, deps: StationPhotoRoutesDeps) {
  const { authenticate, requireRoute, db } = deps;
  const photos = new StationPhotosRepository(db);
  await app.register(multipart, { limits: { fileSize: MAX_PHOTO_BYTES, files: MAX_PHOTOS } });
  const byId = z.object({ id: z.string().min(1).max(64) });

  async function stationOf(chargeBoxId: string, visible: readonly number[]) {
    const row = visible.length
      ? await db
          .selectFrom('charge_box')
          .select('charge_box_pk')
          .where('charge_box_id', '=', chargeBoxId)
          .where('tenant_pk', 'in', visible)
          .executeTakeFirst()
      : undefined;
    if (!row) throw notFound('stationNotFoundById');
    return row.charge_box_pk;
  }

  app.get(
    '/api/chargepoints/:id/photos',
    {
      schema: {
        tags: ['stations'],
        summary: 'Photos of a station (by chargeBoxId)',
        params: byId,
        response: { 200: stationPhotos, 404: apiErrorBody },
      },
      preHandler: [authenticate, requireRoute('/stations')],
    },
    async (request) => {
      const pk = await stationOf(request.params.id, authOf(request).visibleTenantPks);
      return { chargePointPhotos: (await photos.list(pk)).map(photoView) };
    },
  );

  app.post(
    '/api/chargepoints/:id/photos',
    {
      schema: {
        tags: ['stations'],
        summary: 'Upload photos (multipart, field "photos"); PNG, JPEG or WebP up to 10 MB',
        params: byId,
        response: { 201: stationPhotos, 400: apiErrorBody, 404: apiErrorBody, 409: apiErrorBody },
      },
      preHandler: [authenticate, requireRoute('/stations/edit/:id')],
    },
    async (request, reply) => {
      const pk = await stationOf(request.params.id, authOf(request).visibleTenantPks);
      const existing = await photos.list(pk);
      const names = new Set(existing.map((p) => p.file_name));
      const added = [];
      let count = existing.length;
      for await (const part of request.files()) {
        let bytes: Buffer;
        try {
          bytes = await part.toBuffer();
        } catch {
          throw badRequest('photos', 'photoSize');
        }
        const type = sniffPhotoType(bytes);
        if (!type) throw badRequest('photos', 'photoType');
        if (names.has(part.filename)) throw conflict('photoSameName', 'photos');
        if (++count > MAX_PHOTOS) throw badRequest('photos', 'photoTooMany');
        const storedName = `${randomBytes(16).toString('hex')}.${type.split('/')[1]}`;
        await mkdir(join(deps.filesDir, 'stations'), { recursive: true });
        await writeFile(photoPath(deps.filesDir, storedName), bytes);
        names.add(part.filename);
        added.push(
          await photos.add({
            charge_box_pk: pk,
            file_name: part.filename.slice(0, 120),
            stored_name: storedName,
            content_type: type,
            size_bytes: bytes.length,
          }),
        );
      }
      if (added.length === 0) throw badRequest('photos', 'photoNoneSent');
      return reply.code(201).send({ chargePointPhotos: added.map(photoView) });
    },
  );

  app.delete(
    '/api/chargepoints/:id/photos/:photoPk',
    {
      schema: {
        tags: ['stations'],
        summary: 'Remove a photo of a station',
        params: byId.extend({ photoPk: z.coerce.number().int().positive() }),
        response: { 204: z.null(), 404: apiErrorBody },
      },
      preHandler: [authenticate, requireRoute('/stations/edit/:id')],
    },
    async (request, reply) => {
      const pk = await stationOf(request.params.id, authOf(request).visibleTenantPks);
      const removed = await photos.remove(pk, request.params.photoPk);
      if (!removed) throw notFound('photoNotFound');
      await rm(photoPath(deps.filesDir, removed.stored_name), { force: true });
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/chargepoint-photos/:storedName',
    {
      config: { access: 'public' },
      schema: {
        tags: ['stations'],
        summary: 'A station photo (its address is a random name)',
        params: z.object({ storedName: z.string().regex(/^[0-9a-f]{32}\.(png|jpeg|webp)$/) }),
        response: {
          200: fileAnswer('image/png, image/jpeg or image/webp', 'the photo as uploaded'),
          404: apiErrorBody,
        },
      },
    },
    async (request, reply) => {
      const row = await photos.byStoredName(request.params.storedName);
      if (!row) throw notFound('photoNotFound');
      const bytes = await readFile(photoPath(deps.filesDir, row.stored_name));
      return reply
        .header('Content-Type', row.content_type)
        .header('Cache-Control', 'private, max-age=86400')
        .send(bytes);
    },
  );
}
