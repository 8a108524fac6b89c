import { useRef } from 'react';
import { Button, Dialog, Flex, HStack, Portal, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { CUPS, trophyCase } from '@rink/game';
import { mediaImageUrl } from '@/components/media/media';
import { useStudent } from '@/play';
import { MediaImage } from '@/components/media/MediaImage';
import { keepOpenOnFocusOutside } from '@/components/ui/focus-outside';
import { finaleMessages as m } from '../messages';

/**
 * The end of the game (docs/product.md#season-end: accepting the award at level 3 sets wonGame and finishes
 * the game): a full-screen celebration with the major-league cups and how many were won.
 */
export function Finale({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  const student = useStudent();
  const closeRef = useRef<HTMLButtonElement>(null);
  const cups = trophyCase(student).flatMap((shelf) => shelf.cups);
  const won = cups.filter((entry) => entry.earned).length;
  return (
    <Dialog.Root open onOpenChange={(details) => !details.open && onClose()} size="full" motionPreset="none" initialFocusEl={() => closeRef.current} onFocusOutside={keepOpenOnFocusOutside}>
      <Portal>
        <Dialog.Backdrop bg="navy.900" />
        <Dialog.Positioner>
          <Dialog.Content bgGradient="to-b" gradientFrom="navy.900" gradientTo="brand.800" color="white" borderRadius="0">
            <Flex direction="column" minH="100dvh" align="center" justify="center" gap={{ base: 5, md: 7 }} px="4" py="6" textAlign="center">
              <Text fontSize={{ base: 'lg', md: 'xl' }} fontWeight="bold" color="#FFD23F" letterSpacing="wider">
                {intl.formatMessage(m.kicker)}
              </Text>
              <Dialog.Title fontSize={{ base: '4xl', md: '6xl' }} fontWeight="900" lineHeight="1.1">
                {intl.formatMessage(m.title)}
              </Dialog.Title>
              <HStack gap={{ base: 2, md: 6 }} align="end" aria-hidden>
                {CUPS[3].map((cup) => (
                  <MediaImage key={cup.key} src={mediaImageUrl(cup.image)} alt="" h={cup.key === 'firstCup' ? { base: '150px', md: '210px' } : { base: '110px', md: '160px' }} w="auto" />
                ))}
              </HStack>
              <Stack gap="2" maxW="2xl">
                <Dialog.Description fontSize={{ base: 'xl', md: '2xl' }} fontWeight="bold" color="white" lineHeight="short">
                  {intl.formatMessage(m.congratulations, { name: student.firstName })}
                </Dialog.Description>
                <Text fontSize={{ base: 'lg', md: 'xl' }} color="navy.50" lineHeight="short">
                  {intl.formatMessage(m.cupsWon, { won, total: cups.length })}
                </Text>
              </Stack>
              <Button ref={closeRef} colorPalette="orange" size="xl" onClick={onClose}>
                {intl.formatMessage(m.seeTrophies)}
              </Button>
            </Flex>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
