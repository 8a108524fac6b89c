import { defineMessage, defineMessages } from 'react-intl';

/**
 * The language choosers' words (docs/decisions.md#d81). The languages' names are each in itself
 * (LANGUAGE_NAMES), never translated. A message with arguments is a defineMessage<Values>.
 */
export const languageMessages = defineMessages({
  label: { id: 'language.label', defaultMessage: 'Language' },
  notSaved: { id: 'language.notSaved', defaultMessage: 'Your language was not saved to your account.' },
  notSavedHint: { id: 'language.notSavedHint', defaultMessage: 'This device keeps showing it. Choose it again later to save it.' },
  classLabel: { id: 'language.classLabel', defaultMessage: 'Class language' },
  classNone: { id: 'language.classNone', defaultMessage: 'Not set' },
  classHelp: {
    id: 'language.classHelp',
    defaultMessage: 'Students who have not chosen a language of their own see the game in this language. Each student can still change it for themselves.',
  },
  classSaving: { id: 'language.classSaving', defaultMessage: 'Saving…' },
  classSaved: defineMessage<{ language: string }>({ id: 'language.classSaved', defaultMessage: 'Class language saved: {language}.' }),
  classNotSaved: defineMessage<{ reason: string }>({ id: 'language.classNotSaved', defaultMessage: 'The setting was not changed: {reason}' }),
});
