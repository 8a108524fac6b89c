import { defineMessage, defineMessages } from 'react-intl';

/** The printed login cards (docs/product.md#login-cards): what a student reads on theirs. */
export const cardMessages = defineMessages({
  classLine: defineMessage<{ teacher: string }>({ id: 'teacher.cards.classLine', defaultMessage: "Rink Money · {teacher}'s class" }),
  noClass: { id: 'teacher.cards.noClass', defaultMessage: 'Rink Money login card' },
  name: defineMessage<{ firstName: string; lastName: string }>({ id: 'teacher.cards.name', defaultMessage: '{firstName} {lastName}' }),
  goTo: { id: 'teacher.cards.goTo', defaultMessage: '1. Go to' },
  username: { id: 'teacher.cards.username', defaultMessage: '2. Username' },
  password: { id: 'teacher.cards.password', defaultMessage: '3. Password' },
  askTeacher: { id: 'teacher.cards.askTeacher', defaultMessage: 'Ask your teacher' },
});
