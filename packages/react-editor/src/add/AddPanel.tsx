import { useId, useRef, useState, type ReactNode } from 'react';
import type { FiguraElement, SlideDocument } from '@figura/sdk-core/schema';
import { ADD_CSS } from './add-styles';
import { DYNAMIC_SHAPE_KINDS, SHAPE_KINDS } from '@figura/sdk-core/model';
import { PATH_PRESETS } from './catalog';
import { createAddedElement, type AddChoice } from '@figura/sdk-core/editor';
import type { ImageGeneration } from '@figura/sdk-core/editor';
import { GenerationForm } from './GenerationForm';
import { problemMessage } from './problem-message';
import { DynamicShapePreview, GlyphPreview, PathPreview, ShapePreview } from './previews';
import { useTranslation } from '../i18n/translation';
import { SidePanel } from '../ui/SidePanel';
import { useStyleSheet } from '../ui/use-style-sheet';

export interface AddPanelProps {
  getDocument: () => SlideDocument;
  /** Adds the element (one undo step) and selects it. */
  onAdd: (element: FiguraElement) => void;
  onClose: () => void;
  /** Opens the Molecule panel (the Insert bar's Molecule) in this one's place. */
  onOpenMolecule: () => void;
  /** Opens the editor's image file chooser (the Insert bar's Image: one chooser for both). */
  onPickImage: () => void;
  /** Pictures from a prompt (the editor engine's image generation). */
  generation: ImageGeneration;
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
export default function AddPanel({
  getDocument,
  onAdd,
  onClose,
  onOpenMolecule,
  onPickImage,
  generation,
}: AddPanelProps) {
  const rootRef = useRef<HTMLElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const { t } = useTranslation('editor');
  const [generationOpen, setGenerationOpen] = useState(false);

  useStyleSheet(rootRef, 'add', ADD_CSS);

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

  return (
    <SidePanel
      rootRef={rootRef}
      className="figura-add-panel"
      title={t('add.title')}
      closeLabel={t('add.close')}
      onClose={onClose}
    >
      {problem ? <p role="alert">{problem}</p> : null}
      <Section title={t('add.basicShapes')}>
        {SHAPE_KINDS.map((kind) => (
          <Choice
            key={kind}
            label={t(`add.shapes.${kind}`)}
            preview={<ShapePreview kind={kind} />}
            onClick={() => add({ type: 'shape', shapeKind: kind })}
          />
        ))}
      </Section>
      <Section title={t('add.adjustableShapes')}>
        {DYNAMIC_SHAPE_KINDS.map((kind) => (
          <Choice
            key={kind}
            label={t(`add.dynamic.${kind}`)}
            title={t('add.adjustableHint', { name: t(`add.dynamic.${kind}`) })}
            preview={<DynamicShapePreview kind={kind} />}
            onClick={() => add({ type: 'dynamic_shape', kind })}
          />
        ))}
      </Section>
      <Section title={t('add.linesAndPaths')}>
        <Choice
          label={t('add.polygon')}
          preview={<GlyphPreview name="polygon" />}
          onClick={() => add({ type: 'polygon' })}
        />
        {PATH_PRESETS.map(({ id, d }) => (
          <Choice
            key={id}
            label={t(`add.paths.${id}`)}
            preview={<PathPreview d={d} />}
            onClick={() => add({ type: 'path', d })}
          />
        ))}
        <Choice
          label={t('add.polyline')}
          preview={<GlyphPreview name="polyline" />}
          onClick={() => add({ type: 'DynamicLine' })}
        />
        <Choice
          label={t('add.elbow')}
          preview={<GlyphPreview name="elbow" />}
          onClick={() => add({ type: 'right_angle_line' })}
        />
      </Section>
      <Section title={t('add.imagesAndScience')}>
        <Choice
          label={t('add.image')}
          title={t('add.imageHint')}
          preview={<GlyphPreview name="image" />}
          onClick={onPickImage}
        />
        <Choice
          label={t('add.molecule')}
          title={t('add.moleculeHint')}
          preview={<GlyphPreview name="molecule" />}
          onClick={onOpenMolecule}
        />
        <Choice
          label={t('add.chart')}
          preview={<GlyphPreview name="chart" />}
          onClick={() => add({ type: 'chart' })}
        />
        <Choice
          label={t('add.illustration')}
          title={t('add.illustrationHint')}
          preview={<GlyphPreview name="illustration" />}
          onClick={() => add({ type: 'illustration' })}
        />
        <Choice
          label={t('add.svgPart')}
          title={t('add.svgPartHint')}
          preview={<GlyphPreview name="part" />}
          onClick={() => add({ type: 'svg_part' })}
        />
        <Choice
          label={t('add.generated')}
          title={t('add.generatedHint')}
          preview={<GlyphPreview name="generation" />}
          onClick={() => setGenerationOpen(true)}
        />
      </Section>
      {generationOpen ? (
        <GenerationForm
          generation={generation}
          onAdd={(element) => {
            onAdd(element);
            setProblem(null);
          }}
        />
      ) : null}
    </SidePanel>
  );
}
