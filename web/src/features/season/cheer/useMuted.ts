/**
 * Whether the cheer sound is off: the game's one sound switch (it also mutes the clips), kept
 * on this device.
 */
export { useSoundMuted as useMuted } from '@/components/media/sound-setting';
