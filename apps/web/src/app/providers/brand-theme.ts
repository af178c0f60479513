/** The Mantine theme built from the configuration's brand colour. */
import {
  createTheme,
  type DrawerHeaderProps,
  type MantineColorShade,
  type MantineColorsTuple,
  type MantineThemeOverride,
  type MenuProps,
  type ModalHeaderProps,
} from "@mantine/core";
import { generatePalette, type Palette, pickPrimaryShade } from "../../lib/color-palette";
import { accessibleVariantColors } from "./accessible-variant-colors";

/** Used when the configured colour is not a hex colour; dark enough for AA text on white. */
const FALLBACK_BRAND_COLOR = "#1a4f8b";

export function createBrandTheme(primaryColor: string): MantineThemeOverride {
  const palette = generatePalette(primaryColor) ?? (generatePalette(FALLBACK_BRAND_COLOR) as Palette);
  const shade = pickPrimaryShade(palette) as MantineColorShade;
  return createTheme({
    colors: { brand: palette as unknown as MantineColorsTuple },
    primaryColor: "brand",
    primaryShade: { light: shade, dark: shade },
    // Filled components pick black or white text by the background's luminance.
    autoContrast: true,
    variantColorResolver: accessibleVariantColors,
    defaultRadius: "sm",
    // Plain objects rather than `Modal.Header.extend(...)`: importing Modal, Drawer and Menu here would put them in the
    // entry chunk, and so in the first load of every page, the public explorer's included.
    components: {
      // A dialog's title bar is not the page's banner: Mantine's <header> there is a second banner landmark to axe.
      ModalHeader: { defaultProps: { component: "div" } as Partial<ModalHeaderProps> },
      DrawerHeader: { defaultProps: { component: "div" } as Partial<DrawerHeaderProps> },
      // Mantine's focus placeholder inside role="menu" breaks the menu's required children; focus the first item instead.
      Menu: { defaultProps: { withInitialFocusPlaceholder: false } as Partial<MenuProps> },
    },
  });
}
