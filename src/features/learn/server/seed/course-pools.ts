/** A course name in Vietnamese and English. */
export type CourseName = readonly [vi: string, en: string];

/** Courses every programme shares (giáo dục đại cương); gradeType 0 = not counted in GPA. */
export const GENERAL_COURSES: readonly { name: CourseName; credits: number; gradeType?: number; code: string }[] = [
  { code: 'SSH1111', name: ['Triết học Mác - Lênin', 'Marxist-Leninist Philosophy'], credits: 3 },
  { code: 'SSH1121', name: ['Kinh tế chính trị Mác - Lênin', 'Marxist-Leninist Political Economy'], credits: 2 },
  { code: 'SSH1131', name: ['Chủ nghĩa xã hội khoa học', 'Scientific Socialism'], credits: 2 },
  { code: 'SSH1141', name: ['Lịch sử Đảng Cộng sản Việt Nam', 'History of the Communist Party of Vietnam'], credits: 2 },
  { code: 'SSH1151', name: ['Tư tưởng Hồ Chí Minh', 'Ho Chi Minh Ideology'], credits: 2 },
  { code: 'EM1170', name: ['Pháp luật đại cương', 'Introduction to Law'], credits: 2 },
  { code: 'MI1111', name: ['Giải tích I', 'Calculus I'], credits: 4 },
  { code: 'MI1121', name: ['Giải tích II', 'Calculus II'], credits: 3 },
  { code: 'MI1141', name: ['Đại số tuyến tính', 'Linear Algebra'], credits: 4 },
  { code: 'MI2020', name: ['Xác suất thống kê', 'Probability and Statistics'], credits: 3 },
  { code: 'PH1110', name: ['Vật lý đại cương I', 'General Physics I'], credits: 3 },
  { code: 'PH1120', name: ['Vật lý đại cương II', 'General Physics II'], credits: 3 },
  { code: 'CH1012', name: ['Hóa học đại cương', 'General Chemistry'], credits: 3 },
  { code: 'IT1110', name: ['Tin học đại cương', 'Introduction to Computing'], credits: 4 },
  { code: 'FL1101', name: ['Tiếng Anh I', 'English I'], credits: 3 },
  { code: 'FL1102', name: ['Tiếng Anh II', 'English II'], credits: 3 },
  { code: 'FL2101', name: ['Tiếng Anh chuyên ngành', 'English for Specific Purposes'], credits: 2 },
  { code: 'ED3280', name: ['Tâm lý học ứng dụng', 'Applied Psychology'], credits: 2 },
  { code: 'ED3220', name: ['Kỹ năng mềm', 'Soft Skills'], credits: 2 },
  { code: 'EM1010', name: ['Quản trị học đại cương', 'Principles of Management'], credits: 2 },
  { code: 'PE1014', name: ['Lý luận thể dục thể thao', 'Theory of Physical Education'], credits: 1, gradeType: 0 },
  { code: 'PE1024', name: ['Bơi lội', 'Swimming'], credits: 1, gradeType: 0 },
  { code: 'PE2101', name: ['Bóng chuyền 1', 'Volleyball 1'], credits: 1, gradeType: 0 },
  { code: 'MIL1210', name: ['Giáo dục quốc phòng - an ninh', 'National Defence Education'], credits: 3, gradeType: 0 },
];

/** Field-specific course names; a department draws from its field. */
export const FIELD_COURSES: Readonly<Record<string, readonly CourseName[]>> = {
  it: [
    ['Nhập môn lập trình', 'Introduction to Programming'], ['Kỹ thuật lập trình', 'Programming Techniques'], ['Toán rời rạc', 'Discrete Mathematics'],
    ['Cấu trúc dữ liệu và giải thuật', 'Data Structures and Algorithms'], ['Kiến trúc máy tính', 'Computer Architecture'], ['Hệ điều hành', 'Operating Systems'],
    ['Mạng máy tính', 'Computer Networks'], ['Cơ sở dữ liệu', 'Databases'], ['Lập trình hướng đối tượng', 'Object-Oriented Programming'],
    ['Phân tích và thiết kế hệ thống', 'Systems Analysis and Design'], ['Công nghệ phần mềm', 'Software Engineering'], ['Trí tuệ nhân tạo', 'Artificial Intelligence'],
    ['Học máy', 'Machine Learning'], ['Xử lý ngôn ngữ tự nhiên', 'Natural Language Processing'], ['Thị giác máy tính', 'Computer Vision'],
    ['Phát triển ứng dụng web', 'Web Application Development'], ['Lập trình ứng dụng di động', 'Mobile Application Programming'], ['Điện toán đám mây', 'Cloud Computing'],
    ['Khai phá dữ liệu', 'Data Mining'], ['Kiểm thử phần mềm', 'Software Testing'], ['Quản lý dự án công nghệ thông tin', 'IT Project Management'],
    ['Tương tác người - máy', 'Human-Computer Interaction'], ['Đồ họa máy tính', 'Computer Graphics'], ['Chương trình dịch', 'Compilers'],
    ['Lý thuyết tính toán', 'Theory of Computation'], ['Hệ thống nhúng', 'Embedded Systems'], ['Internet vạn vật', 'Internet of Things'],
    ['Học sâu', 'Deep Learning'], ['Xử lý ảnh', 'Image Processing'], ['Lập trình song song', 'Parallel Programming'],
    ['Thiết kế và phân tích thuật toán', 'Design and Analysis of Algorithms'], ['Hệ thống phân tán', 'Distributed Systems'], ['Dữ liệu lớn', 'Big Data'],
    ['Kiến trúc hướng dịch vụ', 'Service-Oriented Architecture'], ['Hệ quản trị cơ sở dữ liệu', 'Database Management Systems'], ['An toàn và bảo mật thông tin', 'Information Security'],
    ['Hệ thống thông tin quản lý', 'Management Information Systems'], ['Thương mại điện tử', 'E-commerce'], ['Kỹ thuật vi xử lý', 'Microprocessor Engineering'],
    ['Thiết kế logic số', 'Digital Logic Design'],
  ],
  electrical: [
    ['Mạch điện', 'Electric Circuits'], ['Điện tử tương tự', 'Analog Electronics'], ['Điện tử số', 'Digital Electronics'], ['Tín hiệu và hệ thống', 'Signals and Systems'],
    ['Lý thuyết điều khiển tự động', 'Automatic Control Theory'], ['Vi xử lý và vi điều khiển', 'Microprocessors and Microcontrollers'], ['Kỹ thuật đo lường', 'Measurement Engineering'],
    ['Điện tử công suất', 'Power Electronics'], ['Máy điện', 'Electrical Machines'], ['Hệ thống điều khiển số', 'Digital Control Systems'], ['Truyền động điện', 'Electric Drives'],
    ['PLC và mạng truyền thông công nghiệp', 'PLCs and Industrial Networks'], ['Xử lý tín hiệu số', 'Digital Signal Processing'], ['Thông tin số', 'Digital Communications'],
    ['Kỹ thuật siêu cao tần', 'Microwave Engineering'], ['Anten và truyền sóng', 'Antennas and Propagation'], ['Mạng viễn thông', 'Telecommunication Networks'],
    ['Thiết kế vi mạch tích hợp', 'Integrated Circuit Design'], ['Cảm biến và cơ cấu chấp hành', 'Sensors and Actuators'], ['Robot công nghiệp', 'Industrial Robotics'],
    ['Điều khiển quá trình', 'Process Control'], ['Hệ thống thông tin di động', 'Mobile Communication Systems'], ['Cung cấp điện', 'Power Supply Systems'],
    ['Điều khiển logic', 'Logic Control'], ['Kỹ thuật truyền hình', 'Television Engineering'], ['Hệ thống nhúng thời gian thực', 'Real-Time Embedded Systems'],
    ['Điều khiển thông minh', 'Intelligent Control'], ['Năng lượng tái tạo', 'Renewable Energy'], ['Thiết kế hệ thống số trên FPGA', 'FPGA System Design'],
    ['Mô hình hóa và mô phỏng', 'Modelling and Simulation'],
  ],
  mechanical: [
    ['Vẽ kỹ thuật', 'Technical Drawing'], ['Cơ học kỹ thuật', 'Engineering Mechanics'], ['Sức bền vật liệu', 'Strength of Materials'], ['Nguyên lý máy', 'Theory of Machines'],
    ['Chi tiết máy', 'Machine Elements'], ['Vật liệu kỹ thuật', 'Engineering Materials'], ['Kỹ thuật nhiệt', 'Thermal Engineering'], ['Dung sai và kỹ thuật đo', 'Tolerances and Metrology'],
    ['Công nghệ chế tạo máy', 'Manufacturing Technology'], ['CAD/CAM/CNC', 'CAD/CAM/CNC'], ['Động cơ đốt trong', 'Internal Combustion Engines'], ['Lý thuyết ô tô', 'Automotive Theory'],
    ['Kết cấu ô tô', 'Automotive Structures'], ['Hệ thống cơ điện tử', 'Mechatronic Systems'], ['Thủy lực và khí nén', 'Hydraulics and Pneumatics'], ['Dao động kỹ thuật', 'Mechanical Vibrations'],
    ['Thiết kế hệ thống cơ điện tử', 'Mechatronic System Design'], ['Ô tô điện và hybrid', 'Electric and Hybrid Vehicles'], ['Cơ học chất lỏng', 'Fluid Mechanics'],
    ['Kỹ thuật điều khiển ô tô', 'Vehicle Control Engineering'], ['Chẩn đoán kỹ thuật ô tô', 'Vehicle Diagnostics'], ['Công nghệ gia công tiên tiến', 'Advanced Machining'],
    ['Robot di động', 'Mobile Robots'], ['Tự động hóa sản xuất', 'Manufacturing Automation'], ['Phương pháp phần tử hữu hạn', 'Finite Element Method'],
    ['Kỹ thuật an toàn và môi trường', 'Safety and Environmental Engineering'], ['Thiết kế máy', 'Machine Design'], ['Truyền động cơ khí', 'Mechanical Transmissions'],
  ],
  economics: [
    ['Kinh tế vi mô', 'Microeconomics'], ['Kinh tế vĩ mô', 'Macroeconomics'], ['Nguyên lý kế toán', 'Principles of Accounting'], ['Marketing căn bản', 'Principles of Marketing'],
    ['Tài chính doanh nghiệp', 'Corporate Finance'], ['Thống kê kinh doanh', 'Business Statistics'], ['Quản trị nhân lực', 'Human Resource Management'], ['Quản trị chiến lược', 'Strategic Management'],
    ['Quản trị sản xuất', 'Operations Management'], ['Luật kinh tế', 'Business Law'], ['Thị trường tài chính', 'Financial Markets'], ['Ngân hàng thương mại', 'Commercial Banking'],
    ['Phân tích báo cáo tài chính', 'Financial Statement Analysis'], ['Đầu tư tài chính', 'Financial Investment'], ['Kế toán quản trị', 'Management Accounting'],
    ['Quản trị chuỗi cung ứng', 'Supply Chain Management'], ['Hành vi tổ chức', 'Organisational Behaviour'], ['Khởi nghiệp đổi mới sáng tạo', 'Innovation and Entrepreneurship'],
    ['Kinh tế lượng', 'Econometrics'], ['Tiền tệ và ngân hàng', 'Money and Banking'], ['Quản trị marketing', 'Marketing Management'], ['Kinh doanh quốc tế', 'International Business'],
    ['Quản trị dự án', 'Project Management'], ['Quản trị chất lượng', 'Quality Management'], ['Thuế', 'Taxation'], ['Bảo hiểm', 'Insurance'],
    ['Quản trị rủi ro tài chính', 'Financial Risk Management'], ['Kiểm toán', 'Auditing'],
  ],
  medicine: [
    ['Giải phẫu học', 'Anatomy'], ['Sinh lý học', 'Physiology'], ['Hóa sinh', 'Biochemistry'], ['Mô phôi', 'Histology and Embryology'], ['Vi sinh vật', 'Microbiology'],
    ['Ký sinh trùng', 'Parasitology'], ['Dược lý', 'Pharmacology'], ['Sinh lý bệnh - Miễn dịch', 'Pathophysiology and Immunology'], ['Giải phẫu bệnh', 'Pathology'],
    ['Nội cơ sở', 'Basic Internal Medicine'], ['Ngoại cơ sở', 'Basic Surgery'], ['Nội khoa', 'Internal Medicine'], ['Ngoại khoa', 'Surgery'], ['Sản phụ khoa', 'Obstetrics and Gynaecology'],
    ['Nhi khoa', 'Paediatrics'], ['Truyền nhiễm', 'Infectious Diseases'], ['Thần kinh', 'Neurology'], ['Tâm thần', 'Psychiatry'], ['Da liễu', 'Dermatology'], ['Nhãn khoa', 'Ophthalmology'],
    ['Tai Mũi Họng', 'Otorhinolaryngology'], ['Dịch tễ học', 'Epidemiology'], ['Dinh dưỡng - An toàn thực phẩm', 'Nutrition and Food Safety'], ['Y học cổ truyền', 'Traditional Medicine'],
    ['Phục hồi chức năng', 'Rehabilitation'], ['Chẩn đoán hình ảnh', 'Diagnostic Imaging'], ['Gây mê hồi sức', 'Anaesthesiology and Intensive Care'], ['Ung thư học', 'Oncology'],
    ['Lao và bệnh phổi', 'Tuberculosis and Lung Diseases'], ['Điều dưỡng cơ bản', 'Fundamentals of Nursing'], ['Chăm sóc sức khỏe người lớn', 'Adult Health Nursing'],
    ['Kiểm soát nhiễm khuẩn', 'Infection Control'], ['Thống kê y học', 'Medical Statistics'], ['Sức khỏe môi trường', 'Environmental Health'], ['Tổ chức và quản lý y tế', 'Health Management'],
    ['Chăm sóc bà mẹ và trẻ sơ sinh', 'Maternal and Newborn Care'], ['Nha khoa cơ sở', 'Basic Dentistry'], ['Chữa răng - Nội nha', 'Operative Dentistry and Endodontics'],
    ['Phục hình răng', 'Prosthodontics'], ['Nắn chỉnh răng', 'Orthodontics'], ['Y đức', 'Medical Ethics'],
  ],
  security: [
    ['Mật mã học cơ sở', 'Foundations of Cryptography'], ['Mật mã khóa công khai', 'Public-Key Cryptography'], ['An toàn hệ điều hành', 'Operating System Security'],
    ['An toàn mạng máy tính', 'Network Security'], ['Kiểm thử xâm nhập', 'Penetration Testing'], ['Phân tích mã độc', 'Malware Analysis'], ['Điều tra số', 'Digital Forensics'],
    ['An toàn ứng dụng web', 'Web Application Security'], ['Giao thức an toàn mạng', 'Secure Network Protocols'], ['Quản lý an toàn thông tin', 'Information Security Management'],
    ['Phát hiện xâm nhập', 'Intrusion Detection'], ['Lập trình an toàn', 'Secure Programming'], ['Kỹ thuật dịch ngược', 'Reverse Engineering'], ['An toàn cơ sở dữ liệu', 'Database Security'],
    ['Hạ tầng khóa công khai', 'Public Key Infrastructure'], ['Mật mã đường cong elliptic', 'Elliptic Curve Cryptography'], ['Giấu tin', 'Information Hiding'],
    ['Xác thực và định danh', 'Authentication and Identity'], ['Lý thuyết thông tin', 'Information Theory'], ['Đại số hiện đại', 'Modern Algebra'],
    ['Lý thuyết số', 'Number Theory'], ['Chứng thực điện tử', 'Electronic Certification'], ['An toàn mạng không dây', 'Wireless Network Security'],
    ['Ứng cứu sự cố an toàn thông tin', 'Security Incident Response'], ['Kỹ thuật truyền số liệu', 'Data Transmission'], ['Lập trình hệ thống', 'Systems Programming'],
  ],
};

/** The field of a department, from its name. */
export const fieldOfDepartment = ({ tenantCode, name }: { tenantCode: string; name: string }): keyof typeof FIELD_COURSES => {
  if (tenantCode === 'hmu') return 'medicine';
  if (/An toàn|Mật mã|An ninh/.test(name)) return 'security';
  if (/Máy tính|Thông tin|Phần mềm/.test(name)) return 'it';
  if (/Tự động|Điện/.test(name)) return 'electrical';
  if (/Cơ /.test(name) || /Cơ khí|Cơ điện/.test(name)) return 'mechanical';
  if (/Kinh/.test(name)) return 'economics';
  return 'it';
};

/** Course code prefix of a field. */
export const FIELD_PREFIX: Readonly<Record<keyof typeof FIELD_COURSES, string>> = {
  it: 'IT', electrical: 'EE', mechanical: 'ME', economics: 'EM', medicine: 'YK', security: 'AT',
};

/** Lower-cases the first letter unless the word is an acronym ('PLC', 'CAD/CAM'). */
export const lowerFirst = (text: string) => (/^[A-ZĐ][a-zà-ỹđ]/u.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text);

/** Variants that extend a field's base names into a full catalogue: [vi prefix/suffix, en, class type]. */
export const COURSE_VARIANTS: readonly { vi: (name: string) => string; en: (name: string) => string; classType: string; courseType: number }[] = [
  { vi: (n) => n, en: (n) => n, classType: 'LT+BT', courseType: 0 },
  { vi: (n) => `Thí nghiệm ${lowerFirst(n)}`, en: (n) => `${n} Laboratory`, classType: 'TN', courseType: 0 },
  { vi: (n) => `Đồ án ${lowerFirst(n)}`, en: (n) => `${n} Project`, classType: 'DA', courseType: 1 },
  { vi: (n) => `${n} nâng cao`, en: (n) => `Advanced ${n}`, classType: 'LT', courseType: 0 },
  { vi: (n) => `Chuyên đề ${lowerFirst(n)}`, en: (n) => `Topics in ${n}`, classType: 'LT', courseType: 0 },
  { vi: (n) => `Thực hành ${lowerFirst(n)}`, en: (n) => `${n} Practice`, classType: 'TH', courseType: 0 },
  { vi: (n) => `${n} ứng dụng`, en: (n) => `Applied ${n}`, classType: 'LT+BT', courseType: 0 },
];
