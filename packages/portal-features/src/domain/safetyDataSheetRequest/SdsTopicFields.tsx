import type { Country } from '@kundenportal/api-client';
import { CheckboxGroup, RadioGroup } from '@kundenportal/ui';
import { useMemo } from 'react';
import { isOneOf, type SchemaForm } from '../../shared/forms';
import { useIntl, useLocale } from '../../shared/i18n';
import { countries, countryOptions } from './countries';
import { sdsRequestMessages as m, sdsChapterMessage } from './messages';
import * as styles from './sdsRequest.css';
import { type SdsRequestField, type SdsRequestValues, type SdsTopic, sdsTopics } from './sdsRequestSchema';

const topicLabels = {
  topicality_complaint: m.topicalityComplaint,
  country_version: m.countryVersion,
  error_complaint: m.errorComplaint,
  voc_value: m.vocValue,
} as const satisfies Record<SdsTopic, unknown>;

const chapters = Array.from({ length: 16 }, (_, index) => index + 1);

/** What the request is about, and what that topic needs: the country versions, or the chapters concerned. */
export function SdsTopicFields({ form }: { form: SchemaForm<SdsRequestValues, SdsRequestField> }) {
  const intl = useIntl();
  const locale = useLocale();
  const { values } = form;
  const countryItems = useMemo(() => countryOptions(locale), [locale]);
  return (
    <>
      <RadioGroup
        label={intl.formatMessage(m.topic)}
        options={sdsTopics.map((topic) => ({ value: topic, label: intl.formatMessage(topicLabels[topic]) }))}
        value={values.topic}
        onChange={(value) => {
          if (isOneOf(sdsTopics, value)) form.setValue('topic', value);
        }}
      />
      {values.topic === 'country_version' && (
        <div className={styles.scrollBox}>
          <CheckboxGroup
            label={intl.formatMessage(m.countryVersions)}
            options={countryItems.map((country) => ({ value: country.id, label: country.label }))}
            value={values.countryVersions}
            onChange={(selected) =>
              form.setValue(
                'countryVersions',
                selected.filter((code): code is Country => isOneOf(countries, code)),
              )
            }
          />
        </div>
      )}
      {(values.topic === 'topicality_complaint' || values.topic === 'error_complaint') && (
        <div className={styles.chapters}>
          <CheckboxGroup
            label={intl.formatMessage(m.chapters)}
            options={chapters.map((chapter) => ({
              value: String(chapter),
              label: intl.formatMessage(sdsChapterMessage, { chapter }),
            }))}
            value={values.chapters.map(String)}
            onChange={(selected) => form.setValue('chapters', selected.map(Number))}
          />
        </div>
      )}
    </>
  );
}
