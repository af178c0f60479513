/** All of Mantine's styles, for the portal's layouts (in `@layer mantine`, like mantine-base.ts, so order is moot). */
import "@mantine/core/styles.layer.css";
