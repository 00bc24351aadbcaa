import { Fragment } from 'react';

/**
 * An email address that wraps where a reader expects it to in a narrow column: before the "@"
 * and before each dot ("ada.lovelace" / "@institute" / ".example.org"), never mid-word. Screen
 * readers and copy and paste get the address unchanged (<wbr> is no character).
 */
export function EmailAddress({ address }: { address: string }) {
  const parts = address.split(/(?=[@.])/);
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </>
  );
}
