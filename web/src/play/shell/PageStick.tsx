import type { ReactNode } from 'react';
import type { Page } from '@rink/game';
import { StickButton } from '@/components/game/StickButton';
import { paths } from '@/config/paths';
import { useGameShell } from './game-shell-context';

interface Props {
  page: Page;
  label: string;
  description: string;
  size?: 'md' | 'lg';
  icon?: ReactNode;
}

/**
 * A stick button to another game page, as the frame's navigation state says: open, or closed
 * with the engine's reason in words; glowing when it is the guided next step.
 */
export function PageStick({ page, label, description, size, icon }: Props) {
  const { canNavigate, closedReason, nextStep } = useGameShell();
  return (
    <StickButton
      to={paths[page]}
      label={label}
      description={description}
      closedReason={closedReason(page) ?? undefined}
      disabled={!canNavigate(page)}
      nextStep={nextStep === page}
      size={size}
      icon={icon}
    />
  );
}
