import { Navigate, useParams } from 'react-router';
import { isPortalVocabularyType } from '@portal/contracts/vocabularies';
import { VocabularyScreen } from '@/features/vocabularies/components/vocabulary-screen';
import { paths } from '../../paths';

/** `/web_portal_administration/:type/:id?`: the customs portal's vocabularies; any other type is not found. */
export default function Component() {
  const { type } = useParams();
  if (!type || !isPortalVocabularyType(type)) return <Navigate to={paths.notFound} replace />;
  return <VocabularyScreen key={type} type={type} />;
}
