import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Editor, type EditorProps } from '../src';
import { MemoryFiguraApi, type MemoryFiguraApiOptions } from '@figura/sdk-core/testing';
import { renderWithFabric } from './render-png';
import { sampleDocument } from './sample-document';

/** An in-memory API whose downloads are drawn with fabric in the browser. */
const memoryApi = (options: MemoryFiguraApiOptions = {}) =>
  new MemoryFiguraApi({ renderPng: renderWithFabric, ...options });

/** An editor over its own in-memory API (created once per story mount). */
function MemoryEditor({
  createApi,
  ...props
}: { createApi: () => MemoryFiguraApi } & Partial<EditorProps>) {
  const [api] = useState(createApi);
  return <Editor api={api} creationId={api.creationId} {...props} />;
}

function TwoEditors() {
  return (
    <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 8, height: '100%' }}>
      <MemoryEditor createApi={() => memoryApi({ name: 'Left', document: sampleDocument })} />
      <MemoryEditor createApi={() => memoryApi({ name: 'Right' })} />
    </div>
  );
}

function ChangedElsewhere() {
  const [api] = useState(() => memoryApi({ name: 'Shared', document: sampleDocument }));
  return (
    <Editor
      api={api}
      creationId={api.creationId}
      onMount={() =>
        api.simulateRemoteEdit((doc) => ({ ...doc, elements: doc.elements.slice(0, 2) }))
      }
    />
  );
}

const meta = {
  title: 'Editor',
  component: Editor,
  args: { creationId: '', api: memoryApi() },
  decorators: [
    (Story) => (
      <div style={{ height: '100vh' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Editor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new, empty graphical abstract. */
export const Empty: Story = {
  render: () => <MemoryEditor createApi={() => memoryApi({ name: 'Empty abstract' })} />,
};

/** One element of every type, with a little network latency so "Saving…" shows. */
export const WithContent: Story = {
  render: () => (
    <MemoryEditor
      createApi={() =>
        memoryApi({ name: 'Sample abstract', document: sampleDocument, latencyMs: 300 })
      }
    />
  ),
};

/** The first three saves fail: the status shows "Save failed — retrying" and the work is kept. */
export const FlakyServer: Story = {
  render: () => (
    <MemoryEditor
      createApi={() => {
        const api = memoryApi({
          name: 'Flaky',
          document: sampleDocument,
          latencyMs: 200,
        });
        api.failSaves = 3;
        return api;
      }}
    />
  ),
};

/** Another tab saved first: the next edit meets a conflict ("Keep mine" / "Load theirs"). */
export const SlideChangedElsewhere: Story = { render: () => <ChangedElsewhere /> };

/** Two editors on one page share nothing: edits and history stay in their own editor. */
export const TwoEditorsOnOnePage: Story = { render: () => <TwoEditors /> };
