// A partner's contract document (a `content_files` row of role `contract`, never among its `files`):
// upload by staff (multipart, in its own scope), download by staff or a reader the policy allows
// (POLICY.viewPartnerContracts), deletion by staff; every contract in one ZIP for staff (yazl,
// streamed); and the partner's logo (its cover image) at an address that stays when the logo changes.
import { type Readable } from 'node:stream';
import { type FastifyInstance } from 'fastify';
import { type ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZipFile } from 'yazl';
import { type AppContext } from '../../context';
import { currentUser, requireStaff } from '../../http/auth';
import { notFound, permissionDenied, validationError } from '../../http/errors';
import { invalidPkMessage } from '../../http/fields';
import { policySubjectOf, requireFeature } from '../../http/guards';
import { fileError, readUpload, registerMultipart, requireMultipart } from '../../http/multipart';
import { choiceError, firstQueryValue, idParams, isIdText, querySchema } from '../../http/params';
import { POLICY } from '../../rules/policy';
import { type ContentType } from '../content/content-type';
import { cleanFileName, contentDisposition, detectFileType, IMAGE_TYPES, INLINE_TYPES } from '../content/file-types';
import { sendStoredFile } from '../content/files';
import { type WriteDeps } from '../content/service';
import { readablePartnerOf } from './partner-access';
import { allContracts, contractRows, countryExists, findPartner, storedFile } from './queries';
import { archiveEntryNames, serializeContract } from './serialize';
import { deleteContract, replaceContract } from './service';

/** A contract is a document: PDF or Office, never an image or a text file. */
const CONTRACT_TYPES: ReadonlySet<string> = new Set([
  'application/pdf',
  'application/msword',
  'application/vnd.ms-excel',
  'application/vnd.ms-powerpoint',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
]);
export const NOT_A_CONTRACT = 'Upload the contract as a PDF or an Office document.';

const archiveQuery = querySchema({ country: firstQueryValue });

export async function registerContractRoutes(app: FastifyInstance, ctx: AppContext, type: ContentType): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const readable = requireFeature(type.feature, { orStaff: true });
  const readablePartner = readablePartnerOf(ctx);
  const deps: WriteDeps = { db: ctx.db, storage: ctx.storage, now: ctx.now, log: app.log };
  const maxBytes = ctx.config.uploadMaxBytes;

  // Multipart is parsed in this scope only, as in the content files scope.
  await app.register(async (scope: FastifyInstance) => {
    await registerMultipart(scope, maxBytes);
    scope.post('/partner-contract-file/', { preHandler: requireStaff }, async (request, reply) => {
      requireMultipart(request);
      const { file, fields } = await readUpload(request, maxBytes, ['partner']);
      const { partner } = fields;
      if (partner === undefined || partner === '') throw validationError({ partner: ['This field is required.'] });
      if (!isIdText(partner)) throw validationError({ partner: ['Incorrect type. Expected pk value, received str.'] });
      const found = await findPartner(ctx.db, Number(partner));
      if (!found) throw validationError({ partner: [invalidPkMessage(Number(partner))] });
      if (!file) throw fileError('No file was submitted.');
      if (file.data.length === 0) throw fileError('The submitted file is empty.');
      const name = cleanFileName(file.name);
      const detected = detectFileType(name, file.data);
      if ('error' in detected) throw fileError(detected.error);
      if (!CONTRACT_TYPES.has(detected.type.contentType)) throw fileError(NOT_A_CONTRACT);
      await replaceContract(deps, found.id, { name, data: file.data, contentType: detected.type.contentType });
      const [row] = await contractRows(ctx.db, [found.id]);
      return reply.code(201).send(row && serializeContract(row));
    });
  });

  // Readable partner (404) first, then the policy (403), then whether there is a contract (404):
  // a member who may not read contracts never learns whether one exists.
  routes.get(
    '/partner-contract-file/:id/',
    { preHandler: readable, schema: { params: idParams } },
    async (request, reply) => {
      const partner = await readablePartner(request, request.params.id);
      if (!currentUser(request).isStaff && !POLICY.viewPartnerContracts(await policySubjectOf(request))) {
        throw permissionDenied();
      }
      const [contract] = await contractRows(ctx.db, [partner.id]);
      if (!contract) throw notFound();
      // The address stays when the contract is replaced: the browser asks again each time.
      return sendStoredFile(ctx, request, reply, contract, { inline: false, cacheControl: 'private, no-cache' });
    },
  );

  routes.delete(
    '/partner-contract-file/:id/',
    { preHandler: requireStaff, schema: { params: idParams } },
    async (request, reply) => {
      await deleteContract(deps, request.params.id);
      return reply.code(204).send();
    },
  );

  routes.get(
    '/all-partner-contracts-file/',
    { preHandler: requireStaff, schema: { querystring: archiveQuery } },
    async (request, reply) => {
      const raw = request.query.country;
      let countryId: number | undefined;
      if (raw !== undefined && raw !== '') {
        const text = String(raw);
        if (!isIdText(text) || !(await countryExists(ctx.db, Number(text)))) throw choiceError('country', text);
        countryId = Number(text);
      }
      const rows = await allContracts(ctx.db, countryId);
      const names = archiveEntryNames(rows);
      const zip = new ZipFile();
      const mtime = ctx.now();
      rows.forEach((row, index) => {
        // Opened one at a time as the archive reaches each entry, not all at once.
        zip.addReadStreamLazy(names[index] ?? row.name, { mtime, size: row.size }, (done) => {
          ctx.storage.get(row.storage_key).then(
            (stream: Readable | null) =>
              stream ? done(null, stream) : done(new Error(`stored file ${row.id} is missing`), undefined as never),
            (error: unknown) => done(error, undefined as never),
          );
        });
      });
      zip.end();
      const day = mtime.toISOString().slice(0, 10);
      return reply
        .headers({
          'Content-Type': 'application/zip',
          'Content-Disposition': contentDisposition(`partner-contracts-${day}.zip`, false),
          'X-Content-Type-Options': 'nosniff',
          'Cache-Control': 'private, no-store',
        })
        .send(zip.outputStream);
    },
  );

  routes.get('/partner-logo/:id/', { preHandler: readable, schema: { params: idParams } }, async (request, reply) => {
    const partner = await readablePartner(request, request.params.id);
    const logo = partner.image_id === null ? null : await storedFile(ctx.db, partner.image_id);
    if (!logo || !IMAGE_TYPES.has(logo.content_type)) throw notFound();
    // Short: the address stays when staff change the logo.
    return sendStoredFile(ctx, request, reply, logo, {
      inline: INLINE_TYPES.has(logo.content_type),
      cacheControl: 'private, max-age=60',
    });
  });
}
