// The bodies VetData accepts: a survey definition (staff) with each kind's settings checked and
// normalised, and an answer's values (checked per question by rules.ts, in the reader's language).
import { z } from 'zod';
import { QUESTION_KINDS } from '../../contract/vetdata';
import { primaryKey } from '../../http/fields';

const LANGUAGE = /^[a-z]{2,3}(?:-[A-Za-z]{2,4})?$/;
const CODE = /^[a-z0-9][a-z0-9_-]{0,63}$/i;

const texts = z.record(z.string().regex(LANGUAGE), z.string().trim().max(2000));
const code = z.string().regex(CODE, { message: 'Use letters, digits, - and _ (at most 64).' });
const instant = z.iso.datetime({ offset: true, message: 'Datetime has wrong format. Use ISO 8601.' });
const bound = z.number().finite().nullable().optional();

const numberSettings = z.object({
  unit: z.string().trim().min(1).max(32).default('count'),
  min: bound,
  max: bound,
  decimals: z.number().int().min(0).max(6).default(0),
});

const option = z.object({ code, label: texts });

const choiceSettings = z.object({ options: z.array(option).min(2).max(100) });

const scaleSettings = z.object({
  min: z.number().int().min(0).max(10).default(1),
  max: z.number().int().min(1).max(10).default(5),
  minLabel: texts.default({}),
  maxLabel: texts.default({}),
});

const textSettings = z.object({ maxLength: z.number().int().min(1).max(10000).default(2000) });

const matrixSettings = numberSettings.extend({
  rowSource: z.enum(['fixed', 'purchaseCategory', 'supplier']).default('fixed'),
  /** Fixed rows with their labels; category or supplier codes (all of them when omitted). */
  rows: z
    .array(z.object({ code, label: texts.optional() }))
    .max(200)
    .optional(),
});

const SETTINGS = {
  number: numberSettings,
  single: choiceSettings,
  multiple: choiceSettings,
  scale: scaleSettings,
  text: textSettings,
  matrix: matrixSettings,
} as const;

const question = z
  .object({
    code,
    kind: z.enum(QUESTION_KINDS),
    required: z.boolean().default(false),
    role: z.enum(['staffCount']).nullable().optional(),
    text: texts,
    help: texts.optional(),
    settings: z.record(z.string(), z.unknown()).default({}),
  })
  .transform((value, ctx) => {
    const parsed = SETTINGS[value.kind].safeParse(value.settings);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        ctx.addIssue({ code: 'custom', path: ['settings', ...issue.path.map(String)], message: issue.message });
      }
      return z.NEVER;
    }
    const settings = parsed.data as Record<string, unknown>;
    if (value.role === 'staffCount' && value.kind !== 'number') {
      ctx.addIssue({ code: 'custom', path: ['role'], message: 'Only a number question gives the staff count.' });
    }
    if ('min' in settings && 'max' in settings) {
      const { min, max } = settings as { min?: number | null; max?: number | null };
      if (typeof min === 'number' && typeof max === 'number' && min >= max) {
        ctx.addIssue({ code: 'custom', path: ['settings', 'max'], message: 'The maximum must be above the minimum.' });
      }
    }
    if (value.kind === 'matrix') {
      const { rowSource, rows } = settings as z.infer<typeof matrixSettings>;
      if (rowSource === 'fixed' && (!rows || rows.length === 0 || rows.some((row) => !row.label))) {
        ctx.addIssue({
          code: 'custom',
          path: ['settings', 'rows'],
          message: 'Fixed rows need a code and a label each.',
        });
      }
    }
    return { ...value, role: value.role ?? null, help: value.help ?? {}, settings };
  });

export type QuestionInput = z.output<typeof question>;

export const definitionSchema = z
  .object({
    key: code,
    country: primaryKey,
    languages: z.array(z.string().regex(LANGUAGE)).min(1).max(5),
    title: texts,
    description: texts.default({}),
    opensAt: instant,
    closesAt: instant,
    sections: z
      .array(
        z.object({
          title: texts,
          description: texts.default({}),
          questions: z.array(question).min(1).max(300),
        }),
      )
      .min(1)
      .max(30),
  })
  .superRefine((value, ctx) => {
    const first = value.languages[0] ?? '';
    if (!value.title[first]) ctx.addIssue({ code: 'custom', path: ['title'], message: `Give the title in ${first}.` });
    if (Date.parse(value.closesAt) <= Date.parse(value.opensAt)) {
      ctx.addIssue({ code: 'custom', path: ['closesAt'], message: 'The survey must close after it opens.' });
    }
    const codes = new Set<string>();
    let staffCounts = 0;
    value.sections.forEach((section, s) =>
      section.questions.forEach((q, i) => {
        if (codes.has(q.code)) {
          ctx.addIssue({
            code: 'custom',
            path: ['sections', s, 'questions', i, 'code'],
            message: 'Codes must be unique.',
          });
        }
        codes.add(q.code);
        if (q.role === 'staffCount') staffCounts += 1;
        if (!q.text[first]) {
          ctx.addIssue({
            code: 'custom',
            path: ['sections', s, 'questions', i, 'text'],
            message: `Give the text in ${first}.`,
          });
        }
      }),
    );
    if (staffCounts > 1)
      ctx.addIssue({ code: 'custom', path: ['sections'], message: 'At most one staff count question.' });
  });

export type SurveyDefinitionInput = z.output<typeof definitionSchema>;

/** PATCH `answer/`: `{values: {<question id>: value}}`; each value is checked against its question. */
export const answerPatchSchema = z.object({
  values: z.record(z.string().regex(/^\d{1,9}$/, { message: 'Unknown question.' }), z.unknown()),
});

export const reminderSchema = z.object({
  members: z.array(primaryKey).max(5000).optional(),
  country: primaryKey.optional(),
});
