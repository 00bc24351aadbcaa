import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { CreationType, PlanLimitReply } from '@figura/sdk-core/schema';
import { errorText } from '@figura/sdk-core/api';
import { useTranslation } from '@figura/react-editor/i18n';
import { useSession } from '../session/SessionContext';
import { useRefreshCreations } from '../cache/queries';
import { planLimitOf } from './UpsellPrompt';
import { useCreationsRoom } from './creations-room';

type CanvasSize = { width: number; height: number };

/**
 * Making a new creation and opening it in the editor: in the person's own list, or straight in
 * their team's workspace. At the plan's cap the upsell comes before the call (`limitHit`), and a
 * refusal says why through `onError`.
 */
export function useCreateCreation({
  workspace,
  onError,
}: {
  workspace?: string;
  onError: (message: string | null) => void;
}) {
  const { api } = useSession();
  const { t } = useTranslation('portal');
  const navigate = useNavigate();
  const refreshCreations = useRefreshCreations();
  const { capReached } = useCreationsRoom();
  const [creating, setCreating] = useState<CreationType | null>(null);
  const [limitHit, setLimitHit] = useState<PlanLimitReply | null>(null);

  /** A new creation of `type`, at `size` when given (a journal's), else the type's own. */
  async function create(type: CreationType, size?: CanvasSize) {
    const reached = await capReached();
    if (reached) {
      setLimitHit(reached);
      return;
    }
    setCreating(type);
    onError(null);
    try {
      const creation = await api.createCreation({
        type,
        name: t(`myCreations.untitled.${type}`),
        ...size,
        ...(workspace && { workspace }),
      });
      void refreshCreations();
      navigate(`/editor/${creation.id}`);
    } catch (caught) {
      const limit = planLimitOf(caught);
      if (limit) setLimitHit(limit);
      else onError(errorText(caught, t));
      setCreating(null);
    }
  }

  return { creating, create, limitHit, closeLimit: () => setLimitHit(null) };
}
