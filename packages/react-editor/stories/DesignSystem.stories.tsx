import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, type ReactNode } from 'react';
import {
  COLOURS,
  COMPONENT_CSS,
  ELEVATION,
  FONT_STACK,
  RADIUS,
  SPACE,
  TYPE_SCALE,
  customProperties,
} from '@figura/sdk-core/design';

// Figura's design system on one page: every token, and every component the portal, the sign-on
// and billing sites and the local identity providers draw with (COMPONENT_CSS). The editor's own
// controls (its toolbar, tabs and dialogs) are in the Editor stories.

/** The tokens as --figura-* properties and the components' CSS, on this page's document. */
function useDesignSystem() {
  useEffect(() => {
    for (const [name, value] of customProperties('--figura-'))
      document.documentElement.style.setProperty(name, value);
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(COMPONENT_CSS);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    return () => {
      document.adoptedStyleSheets = document.adoptedStyleSheets.filter((kept) => kept !== sheet);
    };
  }, []);
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section style={{ marginBottom: SPACE[8] }}>
      <h2 style={{ fontSize: TYPE_SCALE.lg, margin: `0 0 ${SPACE[4]}px` }}>{title}</h2>
      {children}
    </section>
  );
}

const row = { display: 'flex', flexWrap: 'wrap', gap: SPACE[3], alignItems: 'center' } as const;

function TokenSheet() {
  return (
    <>
      <Section title="Colours">
        <div style={{ ...row, alignItems: 'stretch' }}>
          {Object.entries(COLOURS).map(([name, value]) => (
            <figure key={name} style={{ margin: 0, width: 120, fontSize: TYPE_SCALE.xs }}>
              <div
                style={{
                  height: 48,
                  background: value,
                  border: `1px solid ${COLOURS.line}`,
                  borderRadius: RADIUS.control,
                }}
              />
              <figcaption>
                <strong>{name}</strong>
                <br />
                {value}
              </figcaption>
            </figure>
          ))}
        </div>
      </Section>
      <Section title="Type (Inter)">
        <p style={{ fontSize: TYPE_SCALE.xs, color: COLOURS.muted }}>{FONT_STACK}</p>
        {Object.entries(TYPE_SCALE).map(([step, px]) => (
          <p key={step} style={{ fontSize: px, margin: `${SPACE[1]}px 0` }}>
            {step} · {px} px · PD-1 blockade restores T-cell killing
          </p>
        ))}
      </Section>
      <Section title="Spacing, corners and elevation">
        <div style={row}>
          {Object.entries(SPACE).map(([step, px]) => (
            <div key={step} style={{ textAlign: 'center', fontSize: TYPE_SCALE.xs }}>
              <div style={{ width: px, height: px, background: COLOURS.accent }} />
              {step}: {px}
            </div>
          ))}
        </div>
        <div style={{ ...row, marginTop: SPACE[4] }}>
          {Object.entries(RADIUS).map(([name, px]) => (
            <div key={name} className="card" style={{ borderRadius: px, padding: SPACE[4] }}>
              radius {name}: {px} px
            </div>
          ))}
          {Object.entries(ELEVATION).map(([name, shadow]) => (
            <div key={name} className="card" style={{ boxShadow: shadow, padding: SPACE[4] }}>
              shadow {name}
            </div>
          ))}
        </div>
      </Section>
    </>
  );
}

function ComponentSheet() {
  return (
    <>
      <Section title="Button, IconButton, link button">
        <div style={row}>
          <button type="button" className="button primary">
            Save profile
          </button>
          <button type="button" className="button">
            Share
          </button>
          <button type="button" className="button quiet">
            Not now
          </button>
          <button type="button" className="button danger">
            Cancel my plan
          </button>
          <button type="button" className="button small">
            Small
          </button>
          <button type="button" className="button primary" disabled>
            Disabled
          </button>
          <button type="button" className="icon-button" aria-label="More actions">
            ⋯
          </button>
          <button type="button" className="link-button">
            Forgot password?
          </button>
        </div>
      </Section>
      <Section title="Field, Select, fieldset">
        <div style={{ display: 'grid', gap: SPACE[4], maxWidth: 420 }}>
          <div className="field">
            <label htmlFor="ds-email">Email</label>
            <input id="ds-email" type="email" placeholder="ada@example.org" />
            <p className="field-hint">We send the reset link here.</p>
          </div>
          <div className="field">
            <label htmlFor="ds-country">Country</label>
            <select id="ds-country" defaultValue="GB">
              <option value="GB">United Kingdom</option>
              <option value="DE">Germany</option>
            </select>
          </div>
          <div className="field">
            <label htmlFor="ds-password">New password</label>
            <input id="ds-password" type="password" aria-invalid aria-describedby="ds-error" />
            <p className="field-error" id="ds-error">
              At least 8 characters.
            </p>
          </div>
          <fieldset>
            <legend>Billing period</legend>
            <label style={row}>
              <input type="radio" name="ds-period" defaultChecked /> Year
            </label>
            <label style={row}>
              <input type="checkbox" defaultChecked /> Send them a link to it
            </label>
          </fieldset>
        </div>
      </Section>
      <Section title="Card, Badge, alerts">
        <div className="card" style={{ maxWidth: 420 }}>
          <h3 className="card-title">Researcher</h3>
          <div style={row}>
            <span className="badge accent">Your plan</span>
            <span className="badge success">Paid</span>
            <span className="badge warning">Pending</span>
            <span className="badge danger">Declined</span>
            <span className="badge">Draft</span>
          </div>
        </div>
        <div style={{ display: 'grid', gap: SPACE[2], marginTop: SPACE[4], maxWidth: 420 }}>
          <p className="alert">Your plan stays active until 3 December 2026.</p>
          <p className="alert success">Profile saved.</p>
          <p className="alert warning">4 of 4 creations used.</p>
          <p className="alert error">The payment did not go through. Nothing was charged.</p>
        </div>
      </Section>
      <Section title="Table">
        <table className="table" style={{ maxWidth: 560 }}>
          <caption>Invoices</caption>
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Plan</th>
              <th scope="col">Amount</th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td>30 November 2026</td>
              <td>Researcher, a year</td>
              <td>92.40 EUR</td>
              <td>
                <span className="badge success">Paid</span>
              </td>
            </tr>
          </tbody>
        </table>
      </Section>
      <Section title="Menu, Tabs">
        <div style={{ position: 'relative', height: 120 }}>
          <ul className="menu" role="menu" aria-label="More actions for Lab poster">
            <li role="none">
              <button type="button" role="menuitem">
                Move to team workspace
              </button>
            </li>
            <li role="separator" />
            <li role="none">
              <button type="button" role="menuitem" className="danger">
                Delete
              </button>
            </li>
          </ul>
        </div>
        <div className="tabs" role="tablist" aria-label="Sections">
          <button type="button" role="tab" aria-selected="true">
            Profile
          </button>
          <button type="button" role="tab" aria-selected="false">
            Plan
          </button>
        </div>
      </Section>
      <Section title="EmptyState">
        <div className="empty-state">
          <h3>No creations in this folder yet</h3>
          <p>Move one in from its card’s folder list, or start a new one here.</p>
          <button type="button" className="button primary">
            New slide
          </button>
        </div>
      </Section>
      <Section title="Dialog, Toast">
        {/* Shown in place here; on a page the dialog opens with showModal() over a scrim and
            the toast sits at the foot of the window. */}
        <dialog
          open
          className="dialog"
          aria-labelledby="story-dialog-title"
          style={{ position: 'static', margin: 0 }}
        >
          <div className="dialog-body">
            <h2 id="story-dialog-title" className="dialog-title">
              Neuron, pyramidal
            </h2>
            <p>CC BY 4.0 · Servier Medical Art</p>
            <div className="dialog-actions">
              <button type="button" className="button primary">
                Use in a new graphical abstract
              </button>
              <button type="button" className="button">
                Close
              </button>
            </div>
          </div>
        </dialog>
        <div
          className="toast"
          role="status"
          style={{ position: 'static', transform: 'none', marginTop: SPACE[4] }}
        >
          <span>Lab poster moved to Trash.</span>
          <button type="button" className="link-button">
            Undo
          </button>
        </div>
      </Section>
    </>
  );
}

function DesignSystemPage({ part }: { part: 'tokens' | 'components' }) {
  useDesignSystem();
  return (
    <div style={{ padding: SPACE[6], fontFamily: FONT_STACK, color: COLOURS.fg }}>
      {part === 'tokens' ? <TokenSheet /> : <ComponentSheet />}
    </div>
  );
}

const meta = {
  title: 'Design system',
  component: DesignSystemPage,
} satisfies Meta<typeof DesignSystemPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Colours by role, the type scale, spacing, corners and elevation. */
export const Tokens: Story = { args: { part: 'tokens' } };

/** Every shared component, in its states. */
export const Components: Story = { args: { part: 'components' } };
