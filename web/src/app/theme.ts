import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  animationStyles,
  breakpoints,
  buttonRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dialogSlotRecipe,
  fieldSlotRecipe,
  fieldsetSlotRecipe,
  globalCss,
  headingRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  nativeSelectSlotRecipe,
  progressSlotRecipe,
  semanticTokens,
  sliderSlotRecipe,
  spinnerRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
} from '@chakra-ui/react/theme';

// A bright hockey palette for readers aged 9-14: ice-white background, navy text,
// teal (brand) and orange (accent). Solid colours carry white text at >= 4.5:1
// contrast (WCAG AA) at rest, on hover and pressed: hover and pressed are darker shades, never
// Chakra's default 'solid/90', which mixes in the page and fell under 4.5:1 (teal 4.24:1, orange
// 4.42:1). theme.test.ts computes every pair from these tokens.
// A navy ring with a white halo filling the gap between it and the control: on a light page the
// halo is the page's own colour, and on a navy surface (the clips' player, the jumbotron, the
// footer) it is the halo that shows against the surface, the ring against the halo (WCAG 1.4.11:
// two colours 16:1 apart, so one of them stands out on any background).
const focusRing = {
  outlineWidth: '3px',
  outlineStyle: 'solid',
  outlineColor: 'navy.900',
  outlineOffset: '3px',
  boxShadow: '0 0 0 3px white',
} as const;

/**
 * The same ring on the parts whose recipes draw theirs with Chakra's focus-ring utility (text
 * fields, selects, a tab's panel): Chakra's own is a 1 px line inside the control, too faint to
 * see (WCAG 2.4.7); e2e/browser/a11y-checks.test.ts measures every ring Tab shows.
 */
const focusRingUtility = {
  focusVisibleRing: 'outside',
  focusRingColor: focusRing.outlineColor,
  focusRingWidth: focusRing.outlineWidth,
  focusRingOffset: focusRing.outlineOffset,
} as const;

/**
 * Chakra's default theme without the recipes of components this app never renders (about
 * 90 of them): its tokens and styles, plus a recipe for each kind of Chakra component
 * used anywhere in web/src (CloseButton uses the button recipe). A component kind added
 * later needs its recipe here, or it renders unstyled.
 */
const defaultTheme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens,
    semanticTokens,
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      button: buttonRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      input: inputRecipe,
      link: linkRecipe,
      spinner: spinnerRecipe,
    },
    slotRecipes: {
      alert: alertSlotRecipe,
      dialog: dialogSlotRecipe,
      field: fieldSlotRecipe,
      fieldset: fieldsetSlotRecipe,
      list: listSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      progress: progressSlotRecipe,
      slider: sliderSlotRecipe,
      table: tableSlotRecipe,
      tabs: tabsSlotRecipe,
      toast: toastSlotRecipe,
    },
  },
});

/** How high each thing that covers the window's bottom reaches; the footer first, as it is in the page's flow. */
const COVERS_BOTTOM = ['var(--game-footer-height, 0px)', 'var(--toast-clearance, 0px)', 'var(--tutorial-clearance, 0px)'];

const config = defineConfig({
  globalCss: {
    // 18px base: easier to read. The scroll padding keeps a focused control clear of what covers
    // the window's bottom: the game's sticky footer, the toasts and Chip's tutorial panel, each of
    // which sets how high it reaches (play/shell/GameFooter.tsx, components/ui/toast-clearance.ts,
    // play/mascot/usePanelClearance.ts; WCAG 2.4.11). The body's padding gives a page shorter than
    // the window room to scroll above the toasts and the panel (the footer is in the page's flow).
    html: {
      colorPalette: 'brand',
      fontSize: '112.5%',
      scrollPaddingBottom: `max(${COVERS_BOTTOM.join(', ')})`,
    },
    body: { bg: 'ice', color: 'navy.900', paddingBottom: `max(${COVERS_BOTTOM.slice(1).join(', ')})` },
  },
  theme: {
    tokens: {
      fonts: {
        heading: { value: '"Trebuchet MS", "Segoe UI", system-ui, sans-serif' },
        body: { value: 'system-ui, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
      },
      colors: {
        ice: { value: '#F4FAFD' },
        brand: {
          50: { value: '#E6F7F8' },
          100: { value: '#C2ECEF' },
          200: { value: '#8FDCE2' },
          300: { value: '#55C6CF' },
          400: { value: '#22AEB9' },
          500: { value: '#0E95A0' },
          600: { value: '#0B7A85' },
          700: { value: '#0A6570' },
          800: { value: '#0B505A' },
          900: { value: '#0B3D45' },
          950: { value: '#062429' },
        },
        navy: {
          50: { value: '#EEF3FA' },
          100: { value: '#D5E1F2' },
          200: { value: '#AEC3E4' },
          300: { value: '#7E9DCF' },
          400: { value: '#5277B5' },
          500: { value: '#355A98' },
          600: { value: '#26457C' },
          700: { value: '#1C3664' },
          800: { value: '#13294D' },
          900: { value: '#0B1F3A' },
          950: { value: '#06122A' },
        },
        orange: {
          50: { value: '#FFF4EC' },
          100: { value: '#FFE3CF' },
          200: { value: '#FFC49C' },
          300: { value: '#FFA063' },
          400: { value: '#FB7D33' },
          500: { value: '#E8590C' },
          600: { value: '#C2410C' },
          700: { value: '#9A3412' },
          800: { value: '#7C2D12' },
          900: { value: '#5F230E' },
          950: { value: '#3A1405' },
        },
      },
    },
    semanticTokens: {
      colors: {
        // The keys every colorPalette needs (Chakra v3 docs, "Colors").
        brand: {
          solid: { value: '{colors.brand.600}' },
          hover: { value: '{colors.brand.700}' },
          active: { value: '{colors.brand.800}' },
          contrast: { value: 'white' },
          fg: { value: '{colors.brand.700}' },
          muted: { value: '{colors.brand.100}' },
          subtle: { value: '{colors.brand.50}' },
          emphasized: { value: '{colors.brand.200}' },
          focusRing: { value: '{colors.brand.500}' },
        },
        navy: {
          solid: { value: '{colors.navy.800}' },
          hover: { value: '{colors.navy.900}' },
          active: { value: '{colors.navy.950}' },
          contrast: { value: 'white' },
          fg: { value: '{colors.navy.800}' },
          muted: { value: '{colors.navy.100}' },
          subtle: { value: '{colors.navy.50}' },
          emphasized: { value: '{colors.navy.200}' },
          focusRing: { value: '{colors.navy.500}' },
        },
        orange: {
          solid: { value: '{colors.orange.600}' },
          hover: { value: '{colors.orange.700}' },
          active: { value: '{colors.orange.800}' },
          contrast: { value: 'white' },
          fg: { value: '{colors.orange.700}' },
          muted: { value: '{colors.orange.100}' },
          subtle: { value: '{colors.orange.50}' },
          emphasized: { value: '{colors.orange.200}' },
          focusRing: { value: '{colors.orange.500}' },
        },
        // A text field's or select's border: the field's only outline, so at >= 3:1 on white and
        // on the page's ice (WCAG 1.4.11; theme.test.ts).
        field: {
          border: { value: '{colors.navy.400}' },
        },
        // Chakra's red keeps its own keys; it gains the two the solid buttons need.
        red: {
          hover: { value: '{colors.red.700}' },
          active: { value: '{colors.red.800}' },
        },
      },
    },
    recipes: {
      // Big, bold targets by default, with a focus ring that shows on every colour.
      button: {
        base: { fontWeight: 'bold', borderRadius: 'xl', _focusVisible: focusRing },
        variants: {
          variant: {
            solid: {
              _hover: { bg: 'colorPalette.hover' },
              _expanded: { bg: 'colorPalette.hover' },
              _active: { bg: 'colorPalette.active' },
            },
          },
        },
        defaultVariants: { size: 'lg' },
      },
      link: {
        base: { _focusVisible: focusRing },
      },
      input: {
        variants: { variant: { outline: focusRingUtility } },
      },
    },
    slotRecipes: {
      nativeSelect: {
        slots: nativeSelectSlotRecipe.slots,
        variants: { variant: { outline: { field: focusRingUtility } } },
      },
      tabs: {
        slots: tabsSlotRecipe.slots,
        base: { content: focusRingUtility },
      },
      // A dialog's content scales in without fading in: half-transparent buttons fail the
      // contrast check (axe) while it opens. The backdrop still fades.
      dialog: {
        slots: dialogSlotRecipe.slots,
        variants: { motionPreset: { scale: { content: { _open: { animationName: 'scale-in' } } } } },
      },
      // Every toast's words at >= 4.5:1 on its colour: Chakra dims the description to 80% and the
      // close button to 60% (white on red came out at 3.53:1), and its success green is too light
      // for white words (3.3:1).
      toast: {
        slots: toastSlotRecipe.slots,
        base: {
          root: {
            bg: 'white',
            color: 'navy.900',
            '&[data-type=warning]': { bg: 'orange.solid', color: 'orange.contrast' },
            '&[data-type=success]': { bg: 'green.700', color: 'white' },
            '&[data-type=error]': { bg: 'red.solid', color: 'red.contrast' },
          },
          description: { opacity: '1' },
          closeTrigger: { color: 'currentColor' },
        },
      },
    },
  },
});

export const system = createSystem(defaultBaseConfig, defaultTheme, config);
