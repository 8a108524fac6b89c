import { useLayoutEffect, useRef } from 'react';
import { Box, Button, HStack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { FOOTER_PAGES, footerClosedReasons, type FooterPage, type Page, type Student } from '@rink/game';
import { LinkButton } from '@/components/ui/LinkButton';
import { paths } from '@/config/paths';
import { footerMessages, shellMessages } from '../messages';
import { closedReasonText } from './closed-reason';
import { keepRootVariable } from '@/lib/root-variable';

const LABEL: Record<FooterPage, (typeof footerMessages)[keyof typeof footerMessages]> = footerMessages;

/**
 * The footer of every game page (docs/product.md#navigation): Team, Trophies, Season, Budget,
 * each open exactly when the engine's footerClosedReasons says so (closed during transitions and
 * tutorials, until all five tutorials are done, and by the level-2 rules). A closed button says
 * why under it, in words a keyboard or touch user meets too (its description).
 */
export function GameFooter({ student, page, inTutorial }: { student: Student; page: Page; inTutorial: boolean }) {
  const intl = useIntl();
  const closed = footerClosedReasons(student, inTutorial);
  const ref = useFooterHeight();
  return (
    <Box
      ref={ref}
      as="footer"
      // Sticky only where the window is tall for its text (30rem of the browser's text size): with
      // text at 200% on a laptop, or a phone on its side, a footer held on screen would cover a
      // third of the page or more; there it waits at the page's end (WCAG 1.4.4, 1.4.10).
      position="static"
      css={{ '@media (min-height: 30rem)': { position: 'sticky' } }}
      bottom="0"
      zIndex="docked"
      bg="navy.900"
      borderTopWidth="4px"
      borderColor="brand.400"
      px={{ base: 2, md: 6 }}
      py="3"
    >
      {/* Two rows of two below a tablet's width: four names side by side do not fit a phone (WCAG 1.4.10). */}
      <HStack as="nav" aria-label={intl.formatMessage(shellMessages.gamePages)} justify="center" align="stretch" flexWrap={{ base: 'wrap', md: 'nowrap' }} gap={{ base: 2, md: 4 }} maxW="5xl" mx="auto">
        {FOOTER_PAGES.map((target) => {
          const current = target === page;
          const common = { flex: { base: '1 1 40%', md: '1' }, maxW: { base: 'none', md: '13rem' }, size: 'lg' as const, minH: '52px', fontSize: { base: 'md', md: 'lg' }, px: { base: '2', md: '5' } };
          if (closed[target]) {
            // The reason sits inside the button, under its name (and so is read with it).
            const why = closedReasonText(intl, closed[target]);
            return (
              <Button
                key={target}
                {...common}
                h="auto"
                py="1"
                flexDirection="column"
                gap="0"
                disabled
                variant="subtle"
                colorPalette="navy"
                aria-current={current ? 'page' : undefined}
              >
                {intl.formatMessage(LABEL[target])}
                {why && (
                  <Text as="span" fontSize="xs" fontWeight="semibold" lineHeight="1.2" whiteSpace="normal" textAlign="center">
                    {why}
                  </Text>
                )}
              </Button>
            );
          }
          return (
            <LinkButton
              key={target}
              to={paths[target]}
              {...common}
              colorPalette={current ? 'orange' : 'brand'}
              aria-current={current ? 'page' : undefined}
              _focusVisible={{ outline: '3px solid', outlineColor: 'white', outlineOffset: '3px' }}
            >
              {intl.formatMessage(LABEL[target])}
            </LinkButton>
          );
        })}
      </HStack>
    </Box>
  );
}

/**
 * Keeps --game-footer-height on the page's root at the footer's height while it is sticky: the
 * root's scroll-padding (app/theme.ts) makes the browser scroll a control the focus reaches clear
 * of it (WCAG 2.4.11), whatever its height (a closed page's reason makes it taller).
 */
function useFooterHeight() {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const footer = ref.current;
    if (!footer) return;
    // A footer at the page's end (not sticky) covers nothing: no room to keep clear.
    return keepRootVariable(footer, '--game-footer-height', (el) => (getComputedStyle(el).position === 'sticky' ? `${el.getBoundingClientRect().height}px` : '0px'));
  }, []);
  return ref;
}
