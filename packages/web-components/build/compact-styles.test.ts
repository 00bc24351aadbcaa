import { describe, expect, it } from 'vitest';
import { compactCss, compactStyles } from './compact-styles';

describe('the embed’s stylesheets, compacted', () => {
  it('drops the layout of CSS, keeping what the rules mean', () => {
    expect(
      compactCss(`
.figura-root .a:hover, .figura-root :where(.b) > .c {
  display: flex;   gap: 4px;
}
@media (max-width: 760px) { .figura-root .d { margin: 0 8px; } }
`),
    ).toBe(
      ' .figura-root .a:hover,.figura-root :where(.b) > .c{display:flex;gap:4px;}' +
        '@media (max-width:760px){.figura-root .d{margin:0 8px;}}',
    );
  });

  it('changes only the text of a style module’s template literals', () => {
    const module = [
      '// A comment with `backticks` and  two  spaces.',
      "import { tokens } from './tokens';",
      'export const CSS: string =',
      "  `.figura-root {\n  ${tokens('--x-,  ')} color: red;\n}` +",
      '  // Why the next rule.',
      '  `\n.figura-root .b { gap: 2px; }\n`;',
    ].join('\n');
    expect(compactStyles('/repo/packages/react-editor/src/ui/base-styles.ts', module)).toBe(
      [
        '// A comment with `backticks` and  two  spaces.',
        "import { tokens } from './tokens';",
        'export const CSS: string =',
        "  `.figura-root{${tokens('--x-,  ')} color:red;}` +",
        '  // Why the next rule.',
        '  ` .figura-root .b{gap:2px;}`;',
      ].join('\n'),
    );
  });

  it('leaves every other module as written', () => {
    const code = 'const a = `x {  y }`;';
    expect(compactStyles('/repo/packages/react-editor/src/shell/Toolbar.tsx', code)).toBe(code);
    expect(compactStyles('/repo/packages/sdk-core/src/styles.ts', code)).toBe(code);
  });
});
