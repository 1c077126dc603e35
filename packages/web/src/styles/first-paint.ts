/**
 * The component styles the first paint needs, in the order of Mantine's own stylesheet: the entry's own screens (loader, error and
 * not-registered pages, the visitor frame with its language and theme switches) and the sign-in
 * page, about 10 KB gzipped instead of Mantine's whole 35 KB. Every other page brings the whole set
 * with it (./all-components, loaded by app/build-routes.tsx and the lazy layouts and dialogs).
 *
 * Mantine's layered files (`@layer mantine`) are used everywhere, so loading a rule twice or in a
 * different order never changes the result, and the app's own CSS modules always win over them.
 * tests/infra/web-bundle.test.ts keeps the sign-in page within its CSS budget; a component added to
 * the sign-in page needs its file here (Mantine's docs list each component's file).
 */
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/VisuallyHidden.layer.css';
import '@mantine/core/styles/Paper.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/ActionIcon.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Group.layer.css';
import '@mantine/core/styles/Input.layer.css';
import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/Anchor.layer.css';
import '@mantine/core/styles/Button.layer.css';
import '@mantine/core/styles/Center.layer.css';
import '@mantine/core/styles/Image.layer.css';
import '@mantine/core/styles/Notification.layer.css';
import '@mantine/core/styles/PasswordInput.layer.css';
import '@mantine/core/styles/Stack.layer.css';
import '@mantine/core/styles/Title.layer.css';
// Notices can show over any page, the sign-in page included.
import '@mantine/notifications/styles.layer.css';
