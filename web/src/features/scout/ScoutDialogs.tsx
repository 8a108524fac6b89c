import { useRef, type ReactNode } from 'react';
import { Button, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { contractCost, type ContractLevel, type Level, type Player, type RuleError } from '@rink/game';
import { AppDialog } from '@/components/ui/AppDialog';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { LinkButton } from '@/components/ui/LinkButton';
import { paths } from '@/config/paths';
import { useContent } from '@/i18n/content/useContent';
import { useFormat } from '@/i18n/format';
import { useServerText } from '@/i18n/server-text';
import { scoutMessages as m } from './messages';

/** An alert with one way back, focused first: the scout page's refusals and its leaving warning. */
function OneButtonAlert({ title, buttonLabel, onClose, children }: { title: string; buttonLabel: string; onClose: () => void; children?: ReactNode }) {
  const buttonRef = useRef<HTMLButtonElement>(null);
  return (
    <AppDialog
      open
      onOpenChange={(open) => !open && onClose()}
      role="alertdialog"
      size="md"
      initialFocus={buttonRef}
      title={title}
      footer={
        <Button ref={buttonRef} colorPalette="orange" size="lg" onClick={onClose}>
          {buttonLabel}
        </Button>
      }
    >
      {children}
    </AppDialog>
  );
}

/**
 * The engine's refusal of an offer, in its words: the block message ('not high enough', its
 * hint, Try Again) and any other refusal (a full row) with the same one way back.
 */
export function RefusedOfferDialog({ error, onClose }: { error: RuleError; onClose: () => void }) {
  const content = useContent();
  const serverText = useServerText();
  return (
    <OneButtonAlert title={serverText.text(error.message, error.code)} buttonLabel={content.scoutText('tryAgain')} onClose={onClose}>
      {error.hint && (
        <Text fontSize="xl" color="navy.800">
          {serverText.hint(error.hint, error.code)}
        </Text>
      )}
    </OneButtonAlert>
  );
}

interface OverpayProps {
  error: RuleError;
  player: Player;
  contractLevel: ContractLevel;
  level: Level;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** The engine's 'Are you sure?' before a weak player gets a big contract; Make Offer sends it confirmed. */
export function OverpayDialog({ error, player, contractLevel, level, busy, onCancel, onConfirm }: OverpayProps) {
  const intl = useIntl();
  const format = useFormat();
  const content = useContent();
  const serverText = useServerText();
  const price = format.money(contractCost(level, contractLevel));
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onCancel()}
      title={serverText.text(error.message, error.code)}
      description={intl.formatMessage(m.overpayDescription, { name: player.playerName, rank: player.overallRank, level: contractLevel, price })}
      confirmLabel={content.scoutText('makeOffer')}
      busyLabel={intl.formatMessage(m.makingOffer)}
      busy={busy}
      onConfirm={onConfirm}
    />
  );
}

/** 'Please scout all 6 players before leaving the scout page.' (the engine's, in English) with Keep Scouting. */
export function UnfinishedDialog({ message, onClose }: { message: string; onClose: () => void }) {
  const content = useContent();
  const serverText = useServerText();
  return <OneButtonAlert title={serverText.text(message, 'scout/unfinished')} buttonLabel={content.scoutText('keepScouting')} onClose={onClose} />;
}

/** Shown once, right after scouting finishes. */
export function DoneDialog({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  const content = useContent();
  return (
    <AppDialog
      open
      onOpenChange={(open) => !open && onClose()}
      size="md"
      title={content.scoutText('done')}
      closeLabel={intl.formatMessage(m.close)}
      footer={
        <LinkButton to={paths.team} colorPalette="orange" size="lg">
          <FormattedMessage {...m.goToTeam} />
        </LinkButton>
      }
    >
      <Text fontSize="xl" color="navy.800">
        <FormattedMessage {...m.doneDialogBody} />
      </Text>
    </AppDialog>
  );
}
