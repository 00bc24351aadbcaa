import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { EmailAddress } from './EmailAddress';

describe('an email address in a narrow column', () => {
  it('may wrap before the @ and before each dot, and reads as the address', () => {
    const html = renderToStaticMarkup(
      <EmailAddress address="ada.lovelace-byron@immunology.institute.example.org" />,
    );
    expect(html).toBe(
      'ada<wbr/>.lovelace-byron<wbr/>@immunology<wbr/>.institute<wbr/>.example<wbr/>.org',
    );
    expect(html.replaceAll('<wbr/>', '')).toBe(
      'ada.lovelace-byron@immunology.institute.example.org',
    );
  });
});
