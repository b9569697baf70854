import { Title3 } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { MyRequests } from './my-requests';

/** On a company's page: my requests naming that company, with their status and a withdraw button. */
export function CompanyRequests({ companyId }: { companyId: number }) {
  const intl = useIntl();
  return (
    <>
      <Title3 as="h2">{intl.formatMessage({ id: 'project.company.myRequests' })}</Title3>
      <MyRequests companyId={companyId} />
    </>
  );
}
