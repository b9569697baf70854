import { renderFeature } from '../features/render-feature';
import type { ReactElement } from 'react';
import type { RenderResult } from '@testing-library/react';
import forms from '../../../pages/forms.json';
import scholarshipSchema from '../../../schemas/forms/scholarship.schema.json';
import scholarshipUi from '../../../schemas/forms/scholarship.ui.json';
import fileSchema from '../../../schemas/entities/file.json';
import type { EngineClientConfig } from '../../../src/client/engine';
import awardsEn from '../../../src/features/awards/client/messages.en.json';
import awardsVi from '../../../src/features/awards/client/messages.vi.json';
import { scholarshipFormFor } from '../../../src/features/awards/shared/scholarship-form';
import '../../../src/features/awards/client/sources';

const MESSAGES = { vi: awardsVi, en: awardsEn };

/** The scholarship form as toClientConfig() sends it ($ref to the file shape resolved). */
const { $schema: _ignored, $id: _id, ...fileShape } = fileSchema;
const { $schema: _formSchema, $id: _formId, ...formShape } = scholarshipSchema;
const achievements = scholarshipSchema.properties.achievements;
export const scholarshipFormSchema: Record<string, unknown> = {
  ...formShape,
  properties: {
    ...scholarshipSchema.properties,
    achievements: {
      ...achievements,
      items: {
        ...achievements.items,
        properties: {
          ...achievements.items.properties,
          evidence: { ...achievements.items.properties.evidence, items: fileShape },
        },
      },
    },
  },
};

/** The module flags of institutions/_defaults.json the scholarship form reads. */
export const DEFAULT_FLAGS = {
  hideCPA: true,
  hideGPA: true,
  hideTPA: true,
  hideCTPA: true,
  hideTPA2S: true,
  hideOtherAchievement: true,
  hideReason: true,
  useGPA4S: true,
  editableAcademicResult: false,
  familyInfo: false,
};

/** The form the server sends for a call of `category` (GET /api/v1/awards/{id}/student-info `data.form`). */
export function callForm(category: string) {
  return scholarshipFormFor({
    schema: scholarshipFormSchema,
    uiSchema: scholarshipUi as Record<string, unknown>,
    flags: DEFAULT_FLAGS,
    category,
  });
}

/** A tenant config with the scholarship form. */
export const awardsConfig: EngineClientConfig = {
  code: 'hust',
  modules: { staffAwardCategory: true },
  pages: {},
  lists: {},
  forms: {
    'awards.scholarship': {
      schema: scholarshipFormSchema,
      uiSchema: scholarshipUi as Record<string, unknown>,
      submit: forms['awards.scholarship'].submit,
      draft: 'server',
    },
  },
};

/** Renders an award page on `route` (matched against `path`) inside the shell's providers; a missing text fails the test. */
export const renderAwards = (
  ui: ReactElement,
  {
    locale = 'vi',
    route = '/',
    path = '*',
    config = awardsConfig,
  }: { locale?: 'vi' | 'en'; route?: string; path?: string; config?: EngineClientConfig } = {},
): RenderResult => renderFeature(ui, { locale, route, path, config, messages: MESSAGES });
