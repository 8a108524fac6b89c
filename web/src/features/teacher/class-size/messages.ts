import { defineMessage, defineMessages } from 'react-intl';

/** The class-size warning and its dialog (docs/product.md#class-size). */
export const classSizeMessages = defineMessages({
  note: defineMessage<{ students: number; classSize: number }>({ id: 'teacher.classSize.note', defaultMessage: 'Your class has {students, number} students; you said it would have {classSize, number}.' }),
  fine: { id: 'teacher.classSize.fine', defaultMessage: 'That is fine: the class size is only what you expected, and nobody is turned away.' },
  update: { id: 'teacher.classSize.update', defaultMessage: 'Update Class Size' },
  overLimit: defineMessage<{ refusal: string }>({ id: 'teacher.classSize.overLimit', defaultMessage: '{refusal} Uploading it would add nobody: remove some rows first.' }),
  overSize: defineMessage<{ after: number; classSize: number; max: number }>({
    id: 'teacher.classSize.overSize',
    defaultMessage:
      'Your class would have {after, number} students; you said it would have {classSize, number}. Everyone in the file is still added (a class can have up to {max, number}); you can update the class size afterwards.',
  }),
  title: { id: 'teacher.classSize.title', defaultMessage: 'Class Size' },
  close: { id: 'teacher.classSize.close', defaultMessage: 'Close' },
  cancel: { id: 'teacher.classSize.cancel', defaultMessage: 'Cancel' },
  save: { id: 'teacher.classSize.save', defaultMessage: 'Save' },
  saving: { id: 'teacher.classSize.saving', defaultMessage: 'Saving' },
  label: { id: 'teacher.classSize.label', defaultMessage: 'Class Size' },
  helper: defineMessage<{ min: number; max: number }>({ id: 'teacher.classSize.helper', defaultMessage: 'Number of students, {min, number} to {max, number}' }),
  invalid: { id: 'teacher.classSize.invalid', defaultMessage: 'Invalid class size' },
});
