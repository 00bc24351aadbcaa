import { useMemo, type SelectHTMLAttributes } from 'react';
import { COUNTRY_CODES } from '@figura/sdk-core/countries';
import { useTranslation } from '@figura/react-editor/i18n';

/** Every country, named in the reader's language and sorted by that name. */
function useCountries(language: string): { code: string; name: string }[] {
  return useMemo(() => {
    const names = new Intl.DisplayNames([language, 'en'], { type: 'region' });
    const collator = new Intl.Collator(language);
    return COUNTRY_CODES.map((code) => ({ code, name: names.of(code) ?? code })).sort((a, b) =>
      collator.compare(a.name, b.name),
    );
  }, [language]);
}

/**
 * A country from the ISO list by its name (stored as its two-letter code): nobody types "UN"
 * for the United Kingdom. Complete profile and My account both ask with it.
 */
export function CountrySelect({
  value,
  onChange,
  required = false,
  ...attributes
}: {
  value: string;
  onChange: (code: string) => void;
  required?: boolean;
} & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange'>) {
  const { t, i18n } = useTranslation('portal');
  const countries = useCountries(i18n.language);
  return (
    <select
      {...attributes}
      name="country"
      value={value}
      required={required}
      autoComplete="country"
      onChange={(event) => onChange(event.target.value)}
    >
      <option value="">{t('completeProfile.countryNone')}</option>
      {countries.map(({ code, name }) => (
        <option key={code} value={code}>
          {name}
        </option>
      ))}
    </select>
  );
}
