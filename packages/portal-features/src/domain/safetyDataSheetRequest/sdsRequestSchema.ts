/** The safety data sheet request's fields and rules (spec §3, §5: reason, country and language required). */
import type { Country, FileRequest } from '@kundenportal/api-client';
import * as v from 'valibot';
import { chosen, filledText, message } from '../../shared/forms';
import { sdsRequestMessages as m } from './messages';

export type SdsTopic = NonNullable<FileRequest['topic']>;
export const sdsTopics: readonly SdsTopic[] = [
  'topicality_complaint',
  'country_version',
  'error_complaint',
  'voc_value',
];

export const sdsRequestSchema = v.object({
  topic: v.custom<SdsTopic | ''>((value) => typeof value === 'string'),
  countryVersions: v.array(v.custom<Country>((value) => typeof value === 'string')),
  chapters: v.array(v.custom<number>((value) => typeof value === 'number')),
  notes: v.string(),
  reason: filledText(m.reasonRequired),
  country: chosen<Country>(m.countryRequired),
  /** A sheet's language, ISO 639-1. */
  language: v.pipe(
    v.string(),
    v.check((code) => /^[a-z]{2}$/.test(code), message(m.languageRequired)),
  ),
});
export type SdsRequestValues = v.InferInput<typeof sdsRequestSchema>;
export type SdsRequestField = keyof SdsRequestValues;

/** What the request is about; the rest prefills the form (the documents feature knows a missing version). */
export interface SdsRequestTarget {
  productId: string;
  productName: string;
  orderId?: string;
  topic?: SdsTopic;
  country?: Country;
  language?: string;
  /** A reason the caller can already phrase (a missing language version), editable like any other. */
  reason?: string;
}

export function initialSdsValues(target: SdsRequestTarget, fallbackLanguage: string): SdsRequestValues {
  return {
    topic: target.topic ?? (target.country || target.language ? 'country_version' : ''),
    countryVersions: target.country ? [target.country] : [],
    chapters: [],
    notes: '',
    reason: target.reason ?? '',
    country: target.country ?? '',
    language: target.language ?? fallbackLanguage,
  };
}

/** The API's `file_request`: only what applies to the chosen topic, trimmed. */
export function toFileRequest(target: SdsRequestTarget, values: SdsRequestValues): FileRequest {
  const request: FileRequest = {
    productId: target.productId,
    reason: values.reason.trim(),
    country: values.country as Country,
    language: values.language,
  };
  if (target.orderId) request.orderId = target.orderId;
  if (values.topic) request.topic = values.topic;
  if (values.topic === 'country_version' && values.countryVersions.length > 0)
    request.countryVersions = [...values.countryVersions];
  if (values.chapters.length > 0) request.chapters = [...values.chapters].sort((a, b) => a - b);
  if (values.notes.trim()) request.notes = values.notes.trim();
  return request;
}
