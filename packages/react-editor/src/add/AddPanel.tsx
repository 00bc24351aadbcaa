import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import type { FiguraElement, SlideDocument } from '@figura/sdk-core/schema';
import { injectAddStyles } from './add-styles';
import { BASIC_SHAPES, DYNAMIC_SHAPES, PATH_PRESETS } from './catalog';
import { createAddedElement, type AddChoice } from '@figura/sdk-core/editor';
import { IMAGE_ACCEPT, readImageFile } from './image-file';
import { MoleculeForm } from './MoleculeForm';
import { DynamicShapePreview, GlyphPreview, PathPreview, ShapePreview } from './previews';

export interface AddPanelProps {
  getDocument: () => SlideDocument;
  /** Adds the element (one undo step) and selects it. */
  onAdd: (element: FiguraElement) => void;
  onClose: () => void;
}

const MOLECULE_HINT =
  'Add a molecule from SMILES. For now it shows the SMILES in a framed box; drawing the structure comes in a later version.';
const GENERATION_HINT =
  'Add a sample picture with your prompt; generating the image itself comes in a later version.';

/** A message for the user: the first schema problem rather than zod's whole report. */
function problemMessage(error: unknown): string {
  const issues = (error as { issues?: { message?: string }[] } | null)?.issues;
  if (Array.isArray(issues) && issues[0]?.message) return issues[0].message;
  return error instanceof Error ? error.message : String(error);
}

function Choice(props: { label: string; preview: ReactNode; title?: string; onClick: () => void }) {
  return (
    <button
      type="button"
      className="figura-icon-button"
      aria-label={props.label}
      title={props.title ?? props.label}
      onClick={props.onClick}
    >
      {props.preview}
      <span aria-hidden="true">{props.label}</span>
    </button>
  );
}

function Section(props: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className="figura-add-section" aria-labelledby={id}>
      <h3 id={id}>{props.title}</h3>
      <div className="figura-add-grid">{props.children}</div>
    </section>
  );
}

/** Adds any element type: the shape library, adjustable shapes, lines, images and science. */
export default function AddPanel({ getDocument, onAdd, onClose }: AddPanelProps) {
  const rootRef = useRef<HTMLElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const headingId = useId();
  const promptId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const [moleculeOpen, setMoleculeOpen] = useState(false);
  const [prompt, setPrompt] = useState('A cell dividing, watercolour');

  useEffect(() => injectAddStyles(rootRef.current?.ownerDocument), []);

  const add = (choice: AddChoice) => {
    try {
      onAdd(createAddedElement(choice, getDocument()));
      setProblem(null);
      return true;
    } catch (error) {
      setProblem(problemMessage(error));
      return false;
    }
  };

  const pickImage = async (file: File | undefined) => {
    const view = rootRef.current?.ownerDocument.defaultView;
    if (!file || !view) return;
    try {
      add({ type: 'upload', image: await readImageFile(file, view) });
    } catch (error) {
      setProblem(problemMessage(error));
    } finally {
      // Picking the same file again must fire another change.
      if (fileRef.current) fileRef.current.value = '';
    }
  };

  return (
    <aside ref={rootRef} className="figura-panel figura-add-panel" aria-labelledby={headingId}>
      <div className="figura-panel-header">
        <h2 id={headingId}>Shapes</h2>
        <button type="button" className="figura-button" aria-label="Close shapes" onClick={onClose}>
          ✕
        </button>
      </div>
      <div className="figura-panel-body">
        {problem ? <p role="alert">{problem}</p> : null}
        <Section title="Basic shapes">
          {BASIC_SHAPES.map(({ kind, label }) => (
            <Choice
              key={kind}
              label={label}
              preview={<ShapePreview kind={kind} />}
              onClick={() => add({ type: 'shape', shapeKind: kind })}
            />
          ))}
        </Section>
        <Section title="Adjustable shapes">
          {DYNAMIC_SHAPES.map(({ kind, label }) => (
            <Choice
              key={kind}
              label={label}
              title={`${label} (its parameters can be changed once selected)`}
              preview={<DynamicShapePreview kind={kind} />}
              onClick={() => add({ type: 'dynamic_shape', kind })}
            />
          ))}
        </Section>
        <Section title="Lines and paths">
          <Choice
            label="Polygon"
            preview={<GlyphPreview name="polygon" />}
            onClick={() => add({ type: 'polygon' })}
          />
          {PATH_PRESETS.map(({ id, label, d }) => (
            <Choice
              key={id}
              label={label}
              preview={<PathPreview d={d} />}
              onClick={() => add({ type: 'path', d })}
            />
          ))}
          <Choice
            label="Polyline"
            preview={<GlyphPreview name="polyline" />}
            onClick={() => add({ type: 'DynamicLine' })}
          />
          <Choice
            label="Elbow connector"
            preview={<GlyphPreview name="elbow" />}
            onClick={() => add({ type: 'right_angle_line' })}
          />
        </Section>
        <Section title="Images and science">
          <Choice
            label="Image"
            title="Image (PNG, JPEG, WebP, GIF or SVG)"
            preview={<GlyphPreview name="image" />}
            onClick={() => fileRef.current?.click()}
          />
          <Choice
            label="Molecule"
            title={MOLECULE_HINT}
            preview={<GlyphPreview name="molecule" />}
            onClick={() => setMoleculeOpen(true)}
          />
          <Choice
            label="Chart"
            preview={<GlyphPreview name="chart" />}
            onClick={() => add({ type: 'chart' })}
          />
          <Choice
            label="Illustration"
            title="Illustration (a sample cell whose parts can be recoloured)"
            preview={<GlyphPreview name="illustration" />}
            onClick={() => add({ type: 'illustration' })}
          />
          <Choice
            label="SVG part"
            title="SVG part (the sample cell's nucleus)"
            preview={<GlyphPreview name="part" />}
            onClick={() => add({ type: 'svg_part' })}
          />
          <Choice
            label="Generated image"
            title={GENERATION_HINT}
            preview={<GlyphPreview name="generation" />}
            onClick={() => add({ type: 'generation', prompt: prompt.trim() })}
          />
        </Section>
        <input
          ref={fileRef}
          type="file"
          className="figura-visually-hidden"
          accept={IMAGE_ACCEPT}
          aria-label="Image file"
          tabIndex={-1}
          onChange={(event) => void pickImage(event.target.files?.[0])}
        />
        {moleculeOpen ? (
          <MoleculeForm
            hint={MOLECULE_HINT}
            onAdd={(smiles) => add({ type: 'molecule', smiles }) && setMoleculeOpen(false)}
            onCancel={() => setMoleculeOpen(false)}
          />
        ) : null}
        <div className="figura-field">
          <label htmlFor={promptId}>Prompt for generated image</label>
          <input
            id={promptId}
            className="figura-input"
            value={prompt}
            maxLength={4000}
            onChange={(event) => setPrompt(event.target.value)}
          />
        </div>
      </div>
    </aside>
  );
}
