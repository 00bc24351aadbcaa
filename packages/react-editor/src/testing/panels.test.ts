// @vitest-environment jsdom
// The panels beside the canvas, the inspector's tab and the dialogs are engine state: a host
// opens them as the toolbar does, and the headless editor checks them without React.
import { describe, expect, it } from 'vitest';
import { selectedProperties, type SidePanel } from '@figura/sdk-core/editor';
import { createDefaultElement } from '@figura/sdk-core/schema';
import { headlessEditors, rect, textbox } from './fixtures';

const open = headlessEditors();

describe('panels beside the canvas', () => {
  it('shows one at a time, opened by a host or toggled, and says so in events', async () => {
    const t = await open();
    const seen: (SidePanel | null)[] = [];
    t.editor.on('panel', ({ panel }) => seen.push(panel));
    expect(t.editor.getOpenPanel()).toBeNull();

    t.editor.openPanel('library');
    expect(t.editor.getOpenPanel()).toBe('library');
    // Another takes its place: never two beside the canvas.
    t.editor.panels.toggle('layers');
    expect(t.editor.getOpenPanel()).toBe('layers');
    expect(t.editor.panels.isOpen('library')).toBe(false);
    // Toggling the open one closes it; closing one that is not open changes nothing.
    t.editor.panels.toggle('layers');
    expect(t.editor.getOpenPanel()).toBeNull();
    t.editor.openPanel('preflight');
    t.editor.panels.close('library');
    expect(t.editor.getOpenPanel()).toBe('preflight');
    t.editor.closePanel();
    expect(t.editor.getOpenPanel()).toBeNull();

    expect(seen).toEqual(['library', 'layers', null, 'preflight', null]);
  });

  it('ignores a panel this version does not have', async () => {
    const t = await open();
    t.editor.openPanel('icons');
    t.editor.openPanel('timeline' as SidePanel);
    expect(t.editor.getOpenPanel()).toBe('icons');
  });

  it('leaves the camera where it is when a panel opens or closes', async () => {
    const t = await open(rect('a', 100, 100));
    t.editor.setZoom(0.5);
    const before = t.editor.camera.state.getState();
    t.editor.openPanel('library');
    t.editor.closePanel();
    expect(t.editor.camera.state.getState()).toEqual(before);
  });
});

describe('the inspector and the dialogs', () => {
  it('keeps the inspector tab chosen while the selection changes', async () => {
    const t = await open(rect('a', 100, 100), rect('b', 400, 100));
    t.click(t.centreOf('a'));
    expect(t.editor.panels.state.getState().inspectorTab).toBe('style');
    t.editor.panels.showTab('frame');
    t.click(t.centreOf('b'));
    expect(t.selection).toEqual(['b']);
    expect(t.editor.panels.state.getState().inspectorTab).toBe('frame');
  });

  it('opens the shortcuts help with ?, one dialog at a time, and closes it', async () => {
    const t = await open(rect('a', 100, 100));
    t.area.focus();
    t.press('?');
    expect(t.editor.panels.state.getState().dialog).toBe('shortcuts');
    t.editor.panels.openDialog('download');
    expect(t.editor.panels.state.getState().dialog).toBe('download');
    t.editor.panels.closeDialog();
    expect(t.editor.panels.state.getState().dialog).toBeNull();
    // A panel and a dialog are apart: closing the dialog leaves the panel open.
    t.editor.openPanel('layers');
    t.editor.panels.openDialog('shortcuts');
    t.editor.panels.closeDialog();
    expect(t.editor.getOpenPanel()).toBe('layers');
  });
});

describe('the properties the inspector shows', () => {
  it('follows the one selected element, and none for several or a read-only editor', async () => {
    const t = await open(
      rect('a', 100, 100),
      createDefaultElement('line', { left: 300, top: 300, width: 200, height: 100 }, 'l'),
      textbox('t', 500, 100, 'Tumour'),
    );
    const shown = () => selectedProperties(t.editor.store.getState());
    t.editor.select(['a']);
    expect(shown()).toEqual({ set: 'shape', elementId: 'a' });
    // Lines and connectors share one set.
    t.editor.select(['l']);
    expect(shown()).toEqual({ set: 'connector', elementId: 'l' });
    t.editor.select(['t']);
    expect(shown()).toEqual({ set: 'textbox', elementId: 't' });
    t.editor.select(['a', 't']);
    expect(shown()).toBeNull();
    t.editor.select(['a']);
    t.editor.store.setState({ readOnly: true });
    expect(shown()).toBeNull();
  });
});
