import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '@figura/react-editor/i18n';
import type { SamlIdpConfigInput } from '@figura/sdk-core/schema';
import { errorMessages } from './idp-form-values';

// eslint-disable-next-line no-restricted-syntax -- a PEM marker in the pasted text, never shown
const PEM_END = '-----END CERTIFICATE-----';

/** Certificates pasted one after another (PEM blocks), or one bare base64 certificate. */
export function splitCertificates(text: string): string[] {
  const trimmed = text.trim();
  if (!trimmed) return [];
  if (!trimmed.includes(PEM_END)) return [trimmed];
  return trimmed
    .split(PEM_END)
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => `${part}\n${PEM_END}`);
}

interface Props {
  initial: Required<SamlIdpConfigInput>;
  title: string;
  onSave(input: SamlIdpConfigInput): Promise<void>;
  onCancel(): void;
}

/** The fields of one identity provider; the API's messages are shown above the form. */
export function SamlIdpForm({ initial, title, onSave, onCancel }: Props) {
  const { t } = useTranslation('portal');
  const id = useId();
  const [values, setValues] = useState({
    ...initial,
    certificates: initial.certificates.join('\n'),
    emailDomains: initial.emailDomains.join(', '),
  });
  const [errors, setErrors] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const field = (name: keyof typeof values) => ({
    id: `${id}-${name}`,
    name,
    value: String(values[name]),
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setErrors([]);
    try {
      await onSave({
        ...values,
        certificates: splitCertificates(values.certificates),
        emailDomains: values.emailDomains
          .split(/[\s,]+/)
          .map((domain) => domain.trim())
          .filter(Boolean),
      });
    } catch (error) {
      setErrors(errorMessages(error, t('samlAdmin.saveFailed')));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      className="account-form card admin-form"
      onSubmit={(event) => void submit(event)}
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`} className="card-title">
        {title}
      </h2>
      {errors.length > 0 && (
        <ul role="alert" className="alert error">
          {errors.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
      <div className="field">
        <label htmlFor={`${id}-name`}>{t('samlAdmin.name')}</label>
        <input {...field('name')} required />
      </div>
      <div className="field">
        <label htmlFor={`${id}-entityId`}>{t('samlAdmin.entityId')}</label>
        <input {...field('entityId')} required />
      </div>
      <div className="field">
        <label htmlFor={`${id}-ssoUrl`}>{t('samlAdmin.ssoUrl')}</label>
        <input {...field('ssoUrl')} type="url" required />
      </div>
      <div className="field">
        <label htmlFor={`${id}-certificates`}>{t('samlAdmin.certificates')}</label>
        <textarea {...field('certificates')} rows={8} required />
      </div>
      <div className="field">
        <label htmlFor={`${id}-emailAttribute`}>{t('samlAdmin.emailAttribute')}</label>
        <input {...field('emailAttribute')} required />
      </div>
      <div className="field">
        <label htmlFor={`${id}-nameAttribute`}>{t('samlAdmin.nameAttribute')}</label>
        <input {...field('nameAttribute')} required />
      </div>
      <div className="field">
        <label htmlFor={`${id}-emailDomains`}>{t('samlAdmin.emailDomains')}</label>
        <input {...field('emailDomains')} aria-describedby={`${id}-domains-hint`} />
        <p id={`${id}-domains-hint`} className="field-hint">
          {t('samlAdmin.emailDomainsHint')}
        </p>
      </div>
      <label className="checkbox">
        <input
          type="checkbox"
          checked={values.enabled}
          onChange={(event) =>
            setValues((current) => ({ ...current, enabled: event.target.checked }))
          }
        />
        {t('samlAdmin.enabled')}
      </label>
      <div className="account-form-actions">
        <button type="submit" className="button primary" disabled={saving} aria-busy={saving}>
          {t('samlAdmin.save')}
        </button>
        <button type="button" className="button" onClick={onCancel}>
          {t('samlAdmin.cancel')}
        </button>
      </div>
    </form>
  );
}
