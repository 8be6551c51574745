import { describe, expect, it, jest } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import mockRouter from 'next-router-mock';
import { VETDATA_API } from '@/lib/contract/vetdata';
import { buildSession } from '@/testing/fixtures';
import { REFUSED_HOURS, REFUSED_MESSAGE, surveyFixture, vetdataHandlers } from '@/testing/handlers/vetdata';
import { BROWSER_API, server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render';
import { readSurvey } from '../api/read-vetdata';
import { surveyKey } from '../api/vetdata-api';
import { SurveyScreen } from '../components/survey-screen';

const SAVE_WAIT = { timeout: 4000 };

function renderSurvey(survey = surveyFixture()) {
  const key = surveyKey(survey.id, null);
  const api = vetdataHandlers(survey);
  server.use(...api.handlers);
  const view = renderWithProviders(
    <SurveyScreen
      member={null}
      memberOptions={[]}
      memberName="Djurkliniken Solna"
      surveyId={survey.id}
      surveyKey={key}
    />,
    { session: buildSession(), fallback: { [key]: readSurvey(survey) }, route: `/vetdata/surveys/${survey.id}` },
  );
  return { ...view, api };
}

describe('the survey form', () => {
  it('shows the first section with the saved answers and the progress, from the server’s data', () => {
    renderSurvey();
    expect(screen.getByRole('heading', { name: 'Staff and hours' })).toBeInTheDocument();
    expect(screen.getByText('Section 1 of 2')).toBeInTheDocument();
    expect(screen.getByLabelText(/How many people work at the clinic/)).toHaveValue('8');
    expect(screen.getByRole('progressbar', { name: 'Questions answered' })).toHaveAttribute('aria-valuenow', '1');
    expect(screen.getByText('1 of 6 answered')).toBeInTheDocument();
  });

  it('autosaves what is typed as one PATCH after a pause, and says so', async () => {
    const user = userEvent.setup();
    const { api } = renderSurvey();
    const hours = screen.getByLabelText(/Opening hours per week/);
    await user.type(hours, '45,5');
    await user.click(screen.getByRole('radio', { name: 'Horses' }));
    expect(await screen.findByText('All answers saved', {}, SAVE_WAIT)).toBeInTheDocument();
    expect(api.patches).toEqual([{ '12': 45.5, '13': 'horse' }]);
  });

  it('keeps a value the server refused as typed, with its message beside the question', async () => {
    const user = userEvent.setup();
    const { api } = renderSurvey();
    const hours = screen.getByLabelText(/Opening hours per week/);
    await user.type(hours, String(REFUSED_HOURS));
    expect(await screen.findByText(REFUSED_MESSAGE, {}, SAVE_WAIT)).toBeInTheDocument();
    expect(hours).toHaveValue(String(REFUSED_HOURS));
    expect(hours).toHaveAttribute('aria-invalid', 'true');
    expect(hours).toHaveAccessibleDescription(expect.stringContaining(REFUSED_MESSAGE));
    expect(api.patches).toEqual([{ '12': REFUSED_HOURS }]);
  });

  it('checks each value beside its question and does not send what cannot be saved', async () => {
    const user = userEvent.setup();
    const { api } = renderSurvey();
    const staff = screen.getByLabelText(/How many people work at the clinic/);
    await user.clear(staff);
    await user.type(staff, '2.5');
    expect(screen.getByText('Enter a whole number.')).toBeInTheDocument();
    await user.clear(staff);
    await user.type(staff, '900');
    expect(screen.getByText('Enter 500 or less.')).toBeInTheDocument();
    await user.clear(staff);
    await user.type(staff, 'many');
    expect(screen.getByText('Enter a number, for example 12 or 12.5.')).toBeInTheDocument();
    expect(staff).toHaveValue('many');
    // The empty value cleared on the way is the only one that could be sent; "many" never is.
    await waitFor(() => expect(screen.getByText('Changes not saved yet…')).toBeInTheDocument());
    expect(api.patches.flatMap((values) => Object.values(values))).not.toContain('many');
  });

  it('reviews every answer with what is missing, then submits, with the server’s refusals beside the questions', async () => {
    const user = userEvent.setup();
    const { api } = renderSurvey();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('heading', { name: 'Purchasing' })).toHaveFocus();
    await user.type(screen.getByRole('textbox', { name: 'Vaccines' }), '1200');
    await user.click(screen.getByRole('button', { name: 'Review answers' }));

    const review = screen.getByRole('region', { name: 'Review your answers' });
    const staff = within(review).getByText('How many people work at the clinic?').closest('div')!;
    expect(staff).toHaveTextContent('8 persons');
    const species = within(review).getByText('Main patients').closest('div')!;
    expect(species).toHaveTextContent('Not answered');
    expect(species).toHaveTextContent('Please answer this question.');
    expect(within(review).getByText('Vaccines: 1200 your currency')).toBeInTheDocument();

    await user.click(within(review).getByRole('button', { name: 'Submit the survey' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Some answers are missing or need correcting.');
    expect(api.answer().status).toBe('draft');

    await user.click(within(review).getByRole('button', { name: 'Change the answers in Staff and hours' }));
    await user.click(screen.getByRole('radio', { name: 'Small animals' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Review answers' }));
    await user.click(screen.getByRole('button', { name: 'Submit the survey' }));
    expect(await screen.findByText(/your answers have been submitted/)).toBeInTheDocument();
    expect(api.answer().status).toBe('submitted');
    expect(api.answer().values).toMatchObject({ '11': 8, '13': 'small', '23': { vaccines: 1200, diets: null } });
  });

  it('shows the server’s refusal of a submission beside the question it names', async () => {
    const user = userEvent.setup();
    renderSurvey(surveyFixture({ values: { '11': 8, '13': null } }));
    // The form's own check passes once Horses is chosen; the test API still holds no species, so it refuses.
    await user.click(screen.getByRole('radio', { name: 'Horses' }));
    server.use(
      ...vetdataHandlers(surveyFixture({ values: { '11': 8 } })).handlers.filter((handler) =>
        String(handler.info.header).startsWith('POST'),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Review answers' }));
    await user.click(screen.getByRole('button', { name: 'Submit the survey' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Some answers are missing or need correcting.');
    const species = screen.getByText('Main patients').closest('div')!;
    expect(species).toHaveTextContent('Horses');
    expect(species).toHaveTextContent('This field is required.');
  });

  it('is read-only once the survey has closed', () => {
    const closed = surveyFixture({ status: 'submitted', editable: false });
    renderSurvey({ ...closed, state: 'closed' });
    expect(
      screen.getByText('This survey has closed. These are the answers your clinic submitted.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Submit/ })).not.toBeInTheDocument();
  });

  it('asks before leaving while answers are not saved, as the editors do, and not once they are', async () => {
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
    const user = userEvent.setup();
    renderSurvey();
    await user.type(screen.getByLabelText(/Opening hours per week/), 'lots');
    await act(async () => {
      await expect(mockRouter.push('/vetdata')).rejects.toMatchObject({ cancelled: true });
    });
    expect(confirm).toHaveBeenCalledWith('Some answers are not saved yet. Leave the survey anyway?');
    expect(mockRouter.asPath).toBe('/vetdata/surveys/7');

    confirm.mockClear();
    await user.clear(screen.getByLabelText(/Opening hours per week/));
    await user.type(screen.getByLabelText(/Opening hours per week/), '40');
    await screen.findByText('All answers saved', {}, SAVE_WAIT);
    await act(() => mockRouter.push('/vetdata'));
    expect(confirm).not.toHaveBeenCalled();
    expect(mockRouter.asPath).toBe('/vetdata');
    confirm.mockRestore();
  });

  it('keeps the answers of a failed save and sends them again on “Try again”', async () => {
    const user = userEvent.setup();
    const { api } = renderSurvey();
    server.use(
      http.patch(
        `${BROWSER_API}${VETDATA_API.answer(7)}`,
        () => HttpResponse.json({ detail: 'down' }, { status: 503 }),
        {
          once: true,
        },
      ),
    );
    await user.type(screen.getByLabelText(/Opening hours per week/), '40');
    expect(await screen.findByText('Your latest answers could not be saved.', {}, SAVE_WAIT)).toBeInTheDocument();
    expect(api.patches).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('All answers saved')).toBeInTheDocument();
    expect(api.patches).toEqual([{ '12': 40 }]);
  });

  it('says the survey has closed when a save or the submission is refused for it, instead of offering “Try again”', async () => {
    const user = userEvent.setup();
    const { api } = renderSurvey();
    const closed = () =>
      HttpResponse.json(
        { detail: 'The survey is closed: answers can no longer be changed.', code: 'survey_closed' },
        { status: 409 },
      );
    server.use(
      http.patch(`${BROWSER_API}${VETDATA_API.answer(7)}`, closed),
      http.post(`${BROWSER_API}${VETDATA_API.submit(7)}`, closed),
    );
    const message = 'This survey has closed, so your latest answers could not be saved or submitted.';
    await user.type(screen.getByLabelText(/Opening hours per week/), '40');
    expect(await screen.findByText(message, {}, SAVE_WAIT)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(screen.getByLabelText(/Opening hours per week/)).toHaveValue('40');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: /Review/ }));
    await user.click(screen.getByRole('button', { name: /Submit/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(api.patches).toEqual([]);
  });
});
