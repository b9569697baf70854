import { renderFeature } from '../features/render-feature';
import type { ReactElement } from 'react';
import type { RenderResult } from '@testing-library/react';
import forms from '../../../pages/forms.json';
import lists from '../../../pages/lists.json';
import phaseSchema from '../../../schemas/forms/project-phase.schema.json';
import phaseUi from '../../../schemas/forms/project-phase.ui.json';
import fileSchema from '../../../schemas/entities/file.json';
import type { EngineClientConfig, ListConfig } from '../../../src/client/engine';
import projectsEn from '../../../src/features/projects/client/messages.en.json';
import projectsVi from '../../../src/features/projects/client/messages.vi.json';
import '../../../src/features/projects/client/sources';

const MESSAGES = { vi: projectsVi, en: projectsEn };

/** The phase form as toClientConfig() sends it ($ref to the file shape resolved). */
const { $schema: _ignored, $id: _id, ...fileShape } = fileSchema;
const phaseFormSchema = {
  ...phaseSchema,
  properties: { ...phaseSchema.properties, files: { ...phaseSchema.properties.files, items: fileShape } },
};

/** A tenant config with the projects lists and the phase form. */
export const projectsConfig: EngineClientConfig = {
  code: 'hust',
  modules: {},
  pages: {},
  lists: {
    'projects.mine': lists['projects.mine'] as ListConfig,
    'projects.topics': lists['projects.topics'] as ListConfig,
  },
  forms: {
    'projects.phase': {
      schema: phaseFormSchema as Record<string, unknown>,
      uiSchema: phaseUi as Record<string, unknown>,
      submit: forms['projects.phase'].submit,
      draft: 'server',
    },
  },
};

/** Renders a projects page on `route` inside the shell's providers; a missing text fails the test. */
export const renderProjects = (
  ui: ReactElement,
  { locale = 'vi', route = '/' }: { locale?: 'vi' | 'en'; route?: string } = {},
): RenderResult => renderFeature(ui, { locale, route, config: projectsConfig, messages: MESSAGES });
