import { defineMessage, defineMessages } from 'react-intl';

// The shared components' own words (docs/translating.md): dialogs, the job progress bar, the
// toasts' close button, the player card, the clips' sound switch. Words a caller passes in (a
// dialog's title, a toast's text) are the caller's. Spanish: web/src/i18n/es/ui.json.

export const uiMessages = defineMessages({
  cancel: { id: 'ui.dialog.cancel', defaultMessage: 'Cancel' },
  closeMessage: { id: 'ui.toast.closeMessage', defaultMessage: 'Close message' },
  // The toasts' region, as a screen reader names it; Alt+T takes the focus there (and holds them).
  toastRegion: { id: 'ui.toast.region', defaultMessage: 'Messages (Alt+T)' },
  jobProgress: defineMessage<{ doing: string; done: string; total: string }>({ id: 'ui.job.progress', defaultMessage: '{doing}: {done} of {total}' }),
  jobRefused: defineMessage<{ reason: string }>({ id: 'ui.job.refused', defaultMessage: 'This screen cannot follow it any more: {reason} Reload the page to see how it stands.' }),
  jobWaiting: { id: 'ui.job.waiting', defaultMessage: 'Waiting for the connection… The work goes on on the server.' },
  logoutTitle: { id: 'ui.logout.title', defaultMessage: 'Leaving the rink?' },
  logoutQuestion: { id: 'ui.logout.question', defaultMessage: 'Are you sure you want to log out?' },
  logoutConfirm: { id: 'ui.logout.confirm', defaultMessage: 'Log Out' },
  loggingOut: { id: 'ui.logout.busy', defaultMessage: 'Logging Out' },
});

/** The player card (docs/product.md#team-page). */
export const playerMessages = defineMessages({
  forward: { id: 'ui.player.forward', defaultMessage: 'Forward' },
  defense: { id: 'ui.player.defense', defaultMessage: 'Defense' },
  goalie: { id: 'ui.player.goalie', defaultMessage: 'Goalie' },
  pictureAlt: defineMessage<{ name: string; position: string }>({
    id: 'ui.player.pictureAlt',
    defaultMessage: '{name}, {position, select, forward {forward} defense {defense} goalie {goalie} other {player}}',
  }),
  clubStar: { id: 'ui.player.clubStar', defaultMessage: ' · Club star' },
  rank: defineMessage<{ rank: number }>({ id: 'ui.player.rank', defaultMessage: 'Rank {rank}' }),
  saves: defineMessage<{ saves: number }>({ id: 'ui.player.saves', defaultMessage: 'Saves {saves}' }),
  skaterRanks: defineMessage<{ offense: number; passing: number; defense: number }>({ id: 'ui.player.skaterRanks', defaultMessage: 'Offense {offense} · Passing {passing} · Defense {defense}' }),
  cost: { id: 'ui.player.cost', defaultMessage: 'Cost' },
  rankGraph: defineMessage<{ rank: number; max: number }>({ id: 'ui.player.rankGraph', defaultMessage: 'Overall rank {rank} of {max}' }),
});

/** The clips' sound switch (the same choice as the season's cheering). */
export const mediaMessages = defineMessages({
  unmute: { id: 'media.unmute', defaultMessage: 'Unmute game sound' },
  mute: { id: 'media.mute', defaultMessage: 'Mute game sound' },
});
