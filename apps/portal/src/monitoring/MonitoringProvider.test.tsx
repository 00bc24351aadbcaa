import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createSessionStore, createStandInMonitoring } from '@figura/sdk-core/session';
import { MonitoringProvider, useMonitoring } from './MonitoringProvider';

/** Records an input through the nearest monitoring, as a form would. */
function InputProbe() {
  useMonitoring().recordInput('Creation name', 'Heart cells');
  return createElement('span', null, 'recorded');
}

describe('the monitoring provider (spec §8)', () => {
  it('refuses to be used outside its provider', () => {
    expect(() => renderToString(createElement(InputProbe))).toThrow(/MonitoringProvider/);
  });

  it('gives the components inside its monitoring, which masks what they record', () => {
    const monitoring = createStandInMonitoring();
    const html = renderToString(
      createElement(MonitoringProvider, {
        monitoring,
        session: createSessionStore(),
        children: createElement(InputProbe),
      }),
    );
    expect(html).toContain('recorded');
    expect(monitoring.events).toContainEqual({
      type: 'input',
      field: 'Creation name',
      value: '***** *****',
    });
  });
});
