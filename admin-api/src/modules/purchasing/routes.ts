// `purchase-imports/` (staff: upload a supplier sales file, list the imports), `suppliers/` and
// `purchase-categories/` (anyone signed in: filters and forms). docs/api.md "Purchasing data".
import { type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type AppContext } from '../../context';
import { PURCHASING_API } from '../../contract/purchasing';
import { currentUser, requireStaff } from '../../http/auth';
import { validationError, type FieldErrors } from '../../http/errors';
import { readUpload, registerMultipart, requireMultipart, type Upload } from '../../http/multipart';
import { paginate } from '../../http/pagination';
import { firstQueryValue, querySchema, unknownChoiceError } from '../../http/params';
import { purchaseImportHooks } from './hooks';
import { parsePeriod, PERIOD_MESSAGE } from './period';
import { countImports, findSupplier, listCategories, listImports, listSuppliers } from './queries';
import { serializeCategory, serializeImport, serializeSupplier } from './serialize';
import { importPurchaseFile } from './service';

const REQUIRED = 'This field is required.';

/** Every missing or malformed part at once, as DRF's serializer answers a form. */
function uploadErrors(file: Upload, fields: { supplier?: string; period?: string }): FieldErrors {
  const errors: FieldErrors = {};
  if (!file) errors.file = ['No file was submitted.'];
  else if (file.data.length === 0) errors.file = ['The submitted file is empty.'];
  if (!fields.supplier?.trim()) errors.supplier = [REQUIRED];
  if (!fields.period?.trim()) errors.period = [REQUIRED];
  else if (!parsePeriod(fields.period)) errors.period = [PERIOD_MESSAGE];
  return errors;
}

const listQuery = querySchema({ supplier: firstQueryValue });

export const purchasingRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  app.addHook('preHandler', ctx.authenticate);
  const maxBytes = ctx.config.uploadMaxBytes;

  await app.register(async (uploads) => {
    await registerMultipart(uploads, maxBytes);
    uploads.post(PURCHASING_API.imports, { preHandler: requireStaff }, async (request, reply) => {
      requireMultipart(request);
      const { file, fields } = await readUpload(request, maxBytes, ['supplier', 'period']);
      const errors = uploadErrors(file, fields);
      if (Object.keys(errors).length > 0 || !file) throw validationError(errors);
      const result = await importPurchaseFile(
        ctx.db,
        {
          supplier: fields.supplier ?? '',
          period: fields.period ?? '',
          fileName: file.name,
          source: 'api',
          userId: currentUser(request).id,
          importedAt: ctx.now(),
        },
        file.data,
        purchaseImportHooks(ctx.db, {
          now: ctx.now,
          onError: (error) => request.log.error({ err: error }, 'commitments at-risk check after an import failed'),
        }),
      );
      return reply.code(201).send(result);
    });
  });

  app.get(PURCHASING_API.imports, { schema: { querystring: listQuery }, preHandler: requireStaff }, async (request) => {
    const requested = request.query.supplier;
    let supplierId: number | undefined;
    if (typeof requested === 'string' && requested !== '') {
      supplierId = (await findSupplier(ctx.db, requested))?.id;
      if (supplierId === undefined) throw unknownChoiceError('supplier');
    }
    const page = await paginate(
      request,
      () => countImports(ctx.db, supplierId),
      (window) => listImports(ctx.db, supplierId, window),
    );
    return { ...page, results: page.results.map(serializeImport) };
  });

  app.get(PURCHASING_API.suppliers, async (request) => {
    const user = currentUser(request);
    const rows = await listSuppliers(ctx.db, user.isStaff ? null : user.member.countryId);
    return rows.map(serializeSupplier);
  });

  app.get(PURCHASING_API.categories, async () => (await listCategories(ctx.db)).map(serializeCategory));
};
